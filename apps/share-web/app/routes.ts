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

/** Every public URL of the site (spec §2): each screen of screens.ts, in every locale. */
export default SCREENS.map(({ id, path, folder }): RouteConfigEntry => {
  const file = `routes/${folder}/route.tsx`;
  if (path === null) return optional ? route(optional, file, { id }) : index(file, { id });
  return route(optional ? `${optional}/${path}` : path, file, { id });
});
