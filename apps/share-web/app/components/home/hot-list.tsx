import { Link } from "react-router";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { CardView } from "../content/card-view.ts";
import { contentHref } from "../content/content-href.ts";

/** The most read items of the last 72 hours, numbered. */
export function HotList({ items }: { items: CardView[] }) {
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  if (items.length === 0) return null;
  return (
    <section className="hot-list" aria-labelledby="hot-list-title">
      <h2 id="hot-list-title" className="section-title hot-list__title">
        {t("home.hot")}
      </h2>
      <ol className="hot-list__items">
        {items.map((item, i) => (
          <li key={item.id} className="hot-list__item">
            <span className={`hot-list__rank hot-list__rank--${i + 1}`}>{i + 1}</span>
            <Link to={path(contentHref(item))} className="hot-list__link" lang={contentLang}>
              {item.title}
            </Link>
            <span className="hot-list__count">{f.count(item.view_count)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
