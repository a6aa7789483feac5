import type { ContentDetail } from "@davmu/contract/client";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { AccountRow } from "../social/account-row.tsx";

/**
 * Who published the article and when, as every content screen shows who an item is from (the
 * account row): a media account's avatar and name lead to its page, with its follow button; a
 * channel's own article names the channel. Under the name, the date and the author.
 */
export function ArticleByline({
  article,
}: {
  article: Pick<ContentDetail, "mp" | "source" | "publish_time" | "author">;
}) {
  const { t } = useI18n();
  const f = useFormat();
  return (
    <AccountRow
      item={article}
      block="byline"
      details={
        <>
          <time dateTime={new Date(article.publish_time * 1000).toISOString()} suppressHydrationWarning>
            {f.displayTime(article.publish_time)}
          </time>
          {article.author && <span>{t("article.author", { name: article.author })}</span>}
        </>
      }
    />
  );
}
