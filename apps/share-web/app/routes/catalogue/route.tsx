import { Link } from "react-router";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./catalogue.css?inline";
import cssHref from "./catalogue.css?url";
import { cataloguePagePath } from "./catalogue-paths.ts";
import { CatalogueTree } from "./catalogue-tree.tsx";
import { loadCatalogue } from "./loader.server.ts";

const screen = siteScreen("catalogue", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadCatalogue(args);
}

/**
 * A knowledge base (spec §2 `/dejin/catalog/{index}`, docs/decisions/0067): its cover, title and
 * description, and its table of contents, each page a link to its own screen.
 */
export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const { book } = loaderData;
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  const firstPage = book.nodes.find((n) => n.kind === "page");
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "catalog", params: { rid: book.rid } }} />}>
      <main>
        <header className="kb-hero">
          <div className="kb-hero__cover">
            {book.cover && <CoverImage image={book.cover} priority sizes="112px" />}
            <span className="kb-hero__cover-label" aria-hidden="true" lang={contentLang}>
              {book.title}
            </span>
          </div>
          <div className="kb-hero__text">
            {book.subject && (
              <p className="kb-hero__subject" lang={contentLang}>
                {book.subject}
              </p>
            )}
            <h1 className="kb-hero__title" lang={contentLang}>
              {book.title}
            </h1>
            <p className="kb-hero__meta">
              {t("kb.pages", { n: book.page_count })} ·{" "}
              {t("kb.updated", { date: f.displayTime(book.update_time) })}
            </p>
          </div>
        </header>
        {book.description && (
          <p className="kb-about" lang={contentLang}>
            {book.description}
          </p>
        )}
        {firstPage && (
          <div className="kb-start">
            <Link className="kb-start__link" to={path(cataloguePagePath(book.rid, firstPage.id))}>
              {t("kb.start")}
            </Link>
          </div>
        )}
        <nav className="kb-contents" aria-labelledby="kb-contents">
          <h2 id="kb-contents" className="section-title">
            {t("kb.contents")}
          </h2>
          <CatalogueTree rid={book.rid} nodes={book.nodes} />
        </nav>
      </main>
    </screen.Page>
  );
}
