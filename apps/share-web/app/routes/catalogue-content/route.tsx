import { Link } from "react-router";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { cataloguePagePath, cataloguePath } from "../catalogue/catalogue-paths.ts";
import { CatalogueTree } from "../catalogue/catalogue-tree.tsx";
import type { Route } from "./+types/route";
import cssText from "./catalogue-content.css?inline";
import cssHref from "./catalogue-content.css?url";
import { loadCataloguePage } from "./loader.server.ts";

const screen = siteScreen("catalogue-content", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadCataloguePage(args);
}

/**
 * One page of a knowledge base (spec §2 `/dejin/content/{index}`, docs/decisions/0067): where it
 * sits, its body in the articles' typography, the previous and next pages in tree order, and the
 * book's contents with this page marked.
 */
export default function CatalogueContentPage({ loaderData }: Route.ComponentProps) {
  const { page, nodes } = loaderData;
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  const book = path(cataloguePath(page.rid));
  return (
    <screen.Page
      bar={<OpenAppBar target={{ path: "catalog_content", params: { rid: page.rid, uuid: page.id } }} />}
    >
      <main>
        <nav className="kb-crumbs" aria-label={t("kb.breadcrumb")}>
          <ol lang={contentLang}>
            <li>
              <Link to={book}>{page.book.title}</Link>
            </li>
            {page.path.map((c) => (
              <li key={c.id}>
                <Link to={`${book}#chapter-${c.id}`}>{c.title}</Link>
              </li>
            ))}
          </ol>
        </nav>
        <article className="kb-page">
          <h1 className="kb-page__title" lang={contentLang}>
            {page.title}
          </h1>
          <p className="kb-page__meta">{t("kb.updated", { date: f.displayTime(page.update_time) })}</p>
          <div
            className="article-body"
            lang={contentLang}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service when written (DESIGN principle 5)
            dangerouslySetInnerHTML={{ __html: page.body_html }}
          />
        </article>
        <nav className="kb-pager" aria-label={t("kb.pager")}>
          {page.prev ? (
            <Link className="kb-pager__link" to={path(cataloguePagePath(page.rid, page.prev.id))} rel="prev">
              <span className="kb-pager__label">
                <span aria-hidden="true">‹ </span>
                {t("kb.prev")}
              </span>
              <span className="kb-pager__title clamp" lang={contentLang}>
                {page.prev.title}
              </span>
            </Link>
          ) : (
            <p className="kb-pager__link kb-pager__link--none">{t("kb.first")}</p>
          )}
          {page.next ? (
            <Link
              className="kb-pager__link kb-pager__link--next"
              to={path(cataloguePagePath(page.rid, page.next.id))}
              rel="next"
            >
              <span className="kb-pager__label">
                {t("kb.next")}
                <span aria-hidden="true"> ›</span>
              </span>
              <span className="kb-pager__title clamp" lang={contentLang}>
                {page.next.title}
              </span>
            </Link>
          ) : (
            <p className="kb-pager__link kb-pager__link--next kb-pager__link--none">{t("kb.last")}</p>
          )}
        </nav>
        <nav className="kb-contents" aria-labelledby="kb-contents">
          <div className="kb-contents__head">
            <h2 id="kb-contents" className="section-title">
              {t("kb.contents")}
            </h2>
            <Link className="kb-contents__back" to={book}>
              {t("kb.back")}
            </Link>
          </div>
          <CatalogueTree rid={page.rid} nodes={nodes} current={page.id} />
        </nav>
      </main>
    </screen.Page>
  );
}
