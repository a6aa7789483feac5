import { index, prefix, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { LOCALES } from "./platform/i18n/locales.ts";
import { SCREENS } from "./screens.ts";

/** Every public URL of the site (spec §2): each screen of screens.ts once per locale. */
function screenRoutes(suffix: string): RouteConfigEntry[] {
  return SCREENS.map(({ id, path, folder }) => {
    const file = `routes/${folder}/route.tsx`;
    return path === null
      ? index(file, { id: `${id}${suffix}` })
      : route(path, file, { id: `${id}${suffix}` });
  });
}

export default LOCALES.flatMap((locale) =>
  locale.prefix ? prefix(locale.prefix.slice(1), screenRoutes(`-${locale.code}`)) : screenRoutes(""),
);
