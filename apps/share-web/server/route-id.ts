import type { RouteObject, ServerBuild } from "react-router";

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;
type MatchRoutes = typeof import("react-router").matchRoutes;

/**
 * The id of the page route an address is answered by (`routes/article`), for the request's log
 * line and metrics: React Router's own matching on the build's routes, a `.data` request counted
 * as its page's. Undefined for an address no route takes.
 */
export function routeIdOf(build: ServerBuild, matchRoutes: MatchRoutes) {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (route) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const routes = tree(undefined);
  return (pathname: string): string | undefined => {
    const page = pathname.endsWith(".data")
      ? pathname.slice(0, -".data".length).replace(/\/_root$/, "/")
      : pathname;
    return matchRoutes(routes, page, build.basename)?.at(-1)?.route.id;
  };
}
