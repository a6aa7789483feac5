import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { holdEarlyTap } from "./platform/hydration/early-tap.ts";
import { loadWordsFormatters } from "./platform/i18n/format.ts";
import { localeFromPath } from "./platform/i18n/locales.ts";
import { addPageTexts, missingParts } from "./platform/i18n/page-parts.ts";
import { PAGE_TEXTS_ID } from "./platform/i18n/page-texts.tsx";
import { restoreSession } from "./platform/session/restore.ts";

function hydrate() {
  holdEarlyTap();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The texts of this page's locale and screens are in the catalogue before React hydrates, so
 * hydration renders what the server rendered: the server wrote them into the page; should they be
 * missing, they are loaded for the screens whose modules the server's page imported.
 */
/**
 * The logged-in session is in the store before the first call, so every call after hydration
 * (user_related first) carries the user's token. Hydration itself still renders the server's
 * logged-out page: the store's hooks read its initial state while hydrating, then render again.
 */
try {
  restoreSession(window.localStorage);
} catch {
  // No storage (blocked cookies): the visitor browses logged out.
}
addPageTexts(document.getElementById(PAGE_TEXTS_ID)?.textContent);
const routeModules = (window as { __reactRouterRouteModules?: Record<string, unknown> })
  .__reactRouterRouteModules;
const routeIds = Object.keys(routeModules ?? {});
// BASE_URL is the site's base path with its trailing slash ("/davmu/share/").
const locale = localeFromPath(window.location.pathname.slice(import.meta.env.BASE_URL.length - 1));
// What the page needs before it hydrates and may not have: its texts, should the HTML lack them,
// and, in a locale other than Chinese, its formatters (a chunk of their own, format.ts). A chunk
// that fails to load leaves hydration to wait for it in render (use-page-messages.ts, use-format.ts).
const texts =
  missingParts(locale.code, routeIds).length > 0 &&
  import("./platform/i18n/load-messages.ts").then((m) => m.loadPageMessages(locale.code, routeIds));
const formatters = locale.code !== "zh" && loadWordsFormatters();
if (texts || formatters) Promise.all([texts, formatters]).then(hydrate, hydrate);
else hydrate();
