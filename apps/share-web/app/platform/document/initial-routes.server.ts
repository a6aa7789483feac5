import type { EntryContext, RouteObject } from "react-router";
import { matchRoutes } from "react-router";

type Manifest = EntryContext["manifest"];
type ManifestRoute = NonNullable<Manifest["routes"][string]>;

/** Parent paths remembered: an item's parent path (its channel and month) is shared by many items. */
const PARENT_PATHS_KEPT = 1_000;
/** Narrowed manifests kept: a page names one route set of a few dozen; odd paths cannot grow it. */
const ROUTE_SETS_KEPT = 200;

type Branches = EntryContext["branches"];
type Narrowed = { manifest: Manifest; branches: Branches };

type Tables = {
  /** The route tree, as the router matches paths against it. */
  tree: RouteObject[];
  /** Route ids matched by a parent path and every path above it, by parent path. */
  byParentPath: Map<string, string[]>;
  /** The manifest and the ranked branches narrowed to one set of routes, by the set's ids. */
  narrowed: Map<string, Narrowed>;
};
const tablesOf = new WeakMap<Manifest, Tables>();

function tables(manifest: Manifest): Tables {
  let found = tablesOf.get(manifest);
  if (!found) {
    found = { tree: routeTree(manifest), byParentPath: new Map(), narrowed: new Map() };
    tablesOf.set(manifest, found);
  }
  return found;
}

function routeTree(manifest: Manifest): RouteObject[] {
  const routes = Object.values(manifest.routes).filter((r): r is ManifestRoute => Boolean(r));
  const build = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const children = build(r.id);
        const common = { id: r.id, path: r.path, caseSensitive: r.caseSensitive };
        return r.index ? { ...common, index: true } : { ...common, children };
      });
  return build(undefined);
}

/**
 * The ids of the routes that match a page's parent paths ("/" and every path above the page), as
 * React Router's first HTML names them for lazy route discovery, remembered by the page's parent
 * path.
 */
function parentRouteIds(pathname: string, basename: string, t: Tables, kept: number): string[] {
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const parent = `/${segments.join("/")}`;
  let ids = t.byParentPath.get(parent);
  if (ids) return ids;
  const found = new Set<string>();
  const paths = ["/"];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  for (const path of paths) {
    for (const match of matchRoutes(t.tree, path, basename) ?? []) found.add(match.route.id!);
  }
  ids = [...found];
  remember(t.byParentPath, parent, ids, kept);
  return ids;
}

/** Keeps `value` under `key`, forgetting the oldest entry when the map holds `limit`. */
function remember<V>(map: Map<string, V>, key: string, value: V, limit: number) {
  if (map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * The entry context with only the routes the page's HTML can name: the matched routes and those of
 * its parent paths (docs/decisions/0082). React Router builds the routes of the server render from
 * the manifest on every request and matches each parent path against all of them to choose the
 * manifest it sends; given only these routes it sends the same manifest and renders the same page,
 * for a fraction of the work. The narrowed manifest is made once per set of routes. `parentPathsKept`
 * is how many parent paths are remembered (a test gives a few, to go past them cheaply).
 */
export function withInitialRoutesOnly(
  context: EntryContext,
  parentPathsKept = PARENT_PATHS_KEPT,
): EntryContext {
  const { manifest, staticHandlerContext } = context;
  const t = tables(manifest);
  const ids = new Set(staticHandlerContext.matches.map((m) => m.route.id));
  const basename = staticHandlerContext.basename || "/";
  for (const id of parentRouteIds(staticHandlerContext.location.pathname, basename, t, parentPathsKept))
    ids.add(id);
  const key = [...ids].sort().join("\n");
  let narrowed = t.narrowed.get(key);
  if (!narrowed) {
    const routes: Manifest["routes"] = {};
    for (const id of ids) routes[id] = manifest.routes[id];
    // The router's ranked branches of every route, kept in their order where all their routes are
    // given: ranking them again for each page would cost more than the matching it saves.
    const branches = context.branches?.filter((b) => b.routesMeta.every((m) => ids.has(m.route.id)));
    narrowed = { manifest: { ...manifest, routes }, branches };
    remember(t.narrowed, key, narrowed, ROUTE_SETS_KEPT);
  }
  return { ...context, ...narrowed };
}
