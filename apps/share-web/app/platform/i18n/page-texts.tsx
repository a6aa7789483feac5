import { useLocation, useMatches, useRouteError } from "react-router";
import { localeFromPath } from "./locales.ts";
import { pageTextsJson } from "./page-parts.ts";

/** The id of the script element that carries the page's texts (docs/decisions/0018). */
export const PAGE_TEXTS_ID = "page-texts";

let hydrated: string | undefined;

/** The server's text of the element, read once: a remounted document shell gets it again. */
function serverTexts(): string {
  hydrated ??= document.getElementById(PAGE_TEXTS_ID)?.textContent ?? "";
  return hydrated;
}

/**
 * The texts of the page, in its locale only, as JSON in its HTML: the browser has them before it
 * hydrates, without a request. In the browser the element keeps the server's text.
 */
export function PageTexts() {
  const { pathname } = useLocation();
  const routeIds = useMatches().map((m) => m.id);
  const error = useRouteError() != null;
  const json = import.meta.env.SSR
    ? pageTextsJson(localeFromPath(pathname).code, routeIds, error)
    : serverTexts();
  return (
    <script
      type="application/json"
      id={PAGE_TEXTS_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own texts as JSON, `<` escaped
      dangerouslySetInnerHTML={{ __html: json }}
      suppressHydrationWarning
    />
  );
}
