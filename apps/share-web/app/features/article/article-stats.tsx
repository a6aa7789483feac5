import type { ContentDetail } from "@davmu/contract";
import { formatCount } from "@davmu/format";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** Read, like and comment counts under the article. */
export function ArticleStats({
  article,
}: {
  article: Pick<ContentDetail, "view_count" | "like_count" | "comment_count">;
}) {
  const { t } = useI18n();
  return (
    <p className="article-stats">
      <span>{t("article.views", { n: formatCount(article.view_count) })}</span>
      <span>{t("article.likes", { n: formatCount(article.like_count) })}</span>
      <span>{t("article.comments", { n: formatCount(article.comment_count) })}</span>
    </p>
  );
}
