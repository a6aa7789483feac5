import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { LOCALES } from "./platform/i18n/locales.ts";
import { SCREENS } from "./screens.ts";

/**
 * The path prefix of the other locale, as an optional segment (`en?`), so each screen is one
 * route for every locale: the route table names each screen once (docs/decisions/0057). The locale is read from the path prefix (localeFromPath). An optional
 * segment can stand for one prefix only; a third locale would need a route per locale again.
 */
const prefixes = LOCALES.flatMap((l) => (l.prefix ? [l.prefix.slice(1)] : []));
if (prefixes.length > 1) throw new Error("routes.ts: more than one prefixed locale needs a route per locale");
const optional = prefixes[0] ? `${prefixes[0]}?` : "";

/**
 * What the site answers beside its pages, once for every locale (docs/decisions/0120): robots.txt,
 * the sitemaps, the oEmbed provider, the feeds and the web app manifest.
 */
export const RESOURCES: RouteConfigEntry[] = [
  route("robots.txt", "routes/reach/robots.ts", { id: "robots" }),
  route("sitemap.xml", "routes/reach/sitemap-index.ts", { id: "sitemap-index" }),
  route("sitemaps/:file", "routes/reach/sitemap-file.ts", { id: "sitemap-file" }),
  route("oembed", "routes/reach/oembed.ts", { id: "oembed" }),
  route("feed/:kind/:file", "routes/reach/feed.ts", { id: "feed" }),
  route("manifest.webmanifest", "routes/reach/manifest.ts", { id: "manifest" }),
];

/** Every public URL of the site (spec §2): each screen of screens.ts, in every locale. */
const SCREEN_ROUTES = SCREENS.map(({ id, path, folder }): RouteConfigEntry => {
  const file = `routes/${folder}/route.tsx`;
  if (path === null) return optional ? route(optional, file, { id }) : index(file, { id });
  return route(optional ? `${optional}/${path}` : path, file, { id });
});

export default [...RESOURCES, ...SCREEN_ROUTES];
