import type { ContentDetail } from "@davmu/contract";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** Read and like counts under the article. No comment count until the page can show the comments it counts. */
export function ArticleStats({ article }: { article: Pick<ContentDetail, "view_count" | "like_count"> }) {
  const { t } = useI18n();
  const f = useFormat();
  return (
    <p className="article-stats">
      <span>{t("article.views", { n: f.count(article.view_count) })}</span>
      <span>{t("article.likes", { n: f.count(article.like_count) })}</span>
    </p>
  );
}
