import type { CardView } from "../../components/content/card-view.ts";
import { ContentCard } from "../../components/content/content-card.tsx";
import { usePagedLoads } from "../../components/content/paged-cards.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

export type ListItemView = CardView & { note: string };
type ListPage = { list: ListItemView[]; page: number; hasMore: boolean };
const pickPage = (data: ListPage) => data;

/**
 * A list's items in the editors' order, numbered, each with the editors' line under its title; the
 * next page through the route's own loader (`?page=N`, a link that works without scripts too).
 */
export function ListItems({ first }: { first: ListPage & { first: number } }) {
  const { t, contentLang } = useI18n();
  const { shown, nextHref, loading, failed, loadMore } = usePagedLoads<ListItemView, ListPage>(
    first,
    pickPage,
  );
  if (shown.list.length === 0) return <p className="list-note">{t("list.empty")}</p>;
  return (
    <section className="list-items" aria-label={t("list.items")}>
      <ol className="list-items__list" start={first.first}>
        {shown.list.map((item, n) => (
          <li key={item.id} className="list-items__item">
            <span className="list-items__rank" aria-hidden="true">
              {String(first.first + n).padStart(2, "0")}
            </span>
            <ContentCard
              item={item}
              excerptNode={item.note ? <span lang={contentLang}>{item.note}</span> : undefined}
            />
          </li>
        ))}
      </ol>
      {shown.hasMore ? (
        <a
          className="list-items__more"
          href={nextHref}
          aria-busy={loading}
          onClick={(event) => {
            event.preventDefault();
            loadMore();
          }}
        >
          {loading ? t("list.loading") : failed ? t("list.failed") : t("list.more")}
        </a>
      ) : (
        <p className="list-note">{t("list.end")}</p>
      )}
      <p className="visually-hidden" role="status">
        {failed ? t("list.failed") : ""}
      </p>
    </section>
  );
}
