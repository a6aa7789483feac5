import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageMessages } from "./platform/i18n/load-messages.ts";
import { localeFromPath } from "./platform/i18n/locales.ts";

function hydrate() {
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
 * The texts of this page's locale and screens are loaded before React hydrates, so hydration renders
 * what the server rendered. The route ids are those of the modules the server's page imported.
 */
const routeModules = (window as { __reactRouterRouteModules?: Record<string, unknown> })
  .__reactRouterRouteModules;
// BASE_URL is the site's base path with its trailing slash ("/davmu/share/").
const locale = localeFromPath(window.location.pathname.slice(import.meta.env.BASE_URL.length - 1));
const loading = loadPageMessages(locale.code, Object.keys(routeModules ?? {}));
// A chunk that fails to load leaves hydration to wait for it in render (use-page-messages.ts).
if (loading) loading.then(hydrate, hydrate);
else hydrate();
