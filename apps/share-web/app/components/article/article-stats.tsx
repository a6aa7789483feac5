import type { ContentDetail } from "@davmu/contract";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** The read count under the article (likes and collections are counted on the social bar below it). */
export function ArticleStats({ article }: { article: Pick<ContentDetail, "view_count"> }) {
  const { t } = useI18n();
  const f = useFormat();
  return (
    <p className="article-stats">
      <span>{t("article.views", { n: f.count(article.view_count) })}</span>
    </p>
  );
}
