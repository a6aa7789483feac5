import { index, prefix, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Every public URL of the site, in one table (spec §2). Each screen exists once per locale:
 * Chinese at the root, English under /en. A screen appears here when it is built.
 */
function screens(suffix: string): RouteConfigEntry[] {
  return [
    index("routes/home.tsx", { id: `home${suffix}` }),
    route(":actor/doc/:year?/:month?/:post_id?/:index?", "routes/article.tsx", { id: `article${suffix}` }),
    route("pc", "routes/pc.tsx", { id: `pc${suffix}` }),
    route("app", "routes/app.tsx", { id: `app${suffix}` }),
    route("404", "routes/not-found.tsx", { id: `not-found${suffix}` }),
    route("*", "routes/not-found.tsx", { id: `catch-all${suffix}` }),
  ];
}

export default [...screens(""), ...prefix("en", screens("-en"))];
