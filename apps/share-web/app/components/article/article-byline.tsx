import type { ContentDetail } from "@davmu/contract/client";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { AccountAvatar } from "../content/account-avatar.tsx";

/** Who published the article and when: the media account's avatar and name, or the channel. */
export function ArticleByline({
  article,
}: {
  article: Pick<ContentDetail, "mp" | "source" | "publish_time" | "author">;
}) {
  const { t, contentLang } = useI18n();
  const f = useFormat();
  return (
    <div className="byline">
      <AccountAvatar item={article} className="byline__avatar" />
      <div className="byline__text">
        <span className="byline__name" lang={contentLang}>
          {article.source}
        </span>
        <span className="byline__meta">
          <time dateTime={new Date(article.publish_time * 1000).toISOString()} suppressHydrationWarning>
            {f.displayTime(article.publish_time)}
          </time>
          {article.author && <span>{t("article.author", { name: article.author })}</span>}
        </span>
      </div>
    </div>
  );
}
