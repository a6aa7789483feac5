import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  type EntryContext,
  Outlet,
  type RouteObject,
  Scripts,
  ServerRouter,
} from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../../routes.ts";
import { withInitialRoutesOnly } from "./initial-routes.server.ts";

const BASENAME = "/davmu/share/";
type Manifest = EntryContext["manifest"];

/** A manifest route's flags: the test's route modules have no loaders, actions or client modules. */
const noModules = {
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
};

/** The site's real route table, as the build writes it into the manifest. */
function siteManifest(): Manifest {
  const routes: Manifest["routes"] = {
    root: { id: "root", path: "", module: "/assets/root.js", ...noModules },
  };
  for (const entry of routeConfig) {
    const id = entry.id!;
    routes[id] = {
      id,
      parentId: "root",
      path: entry.path,
      index: entry.index,
      module: `/assets/${id}.js`,
      ...noModules,
    };
  }
  return {
    entry: { module: "/assets/entry.js", imports: [] },
    routes,
    url: "/assets/manifest.js",
    version: "1",
  };
}

function Root() {
  return (
    <>
      <Outlet />
      <Scripts />
    </>
  );
}

const manifest = siteManifest();
const routeModules = Object.fromEntries(
  Object.keys(manifest.routes).map((id) => [id, { default: id === "root" ? Root : () => <p>{id}</p> }]),
) as unknown as EntryContext["routeModules"];
const dataRoutes: RouteObject[] = [
  {
    id: "root",
    path: "",
    children: routeConfig.map((e) => (e.index ? { id: e.id!, index: true } : { id: e.id!, path: e.path })),
  },
];
const handler = createStaticHandler(dataRoutes, { basename: BASENAME });

/** The entry context React Router gives the page of `path`, with the branches it ranked. */
async function contextFor(path: string): Promise<EntryContext> {
  const staticHandlerContext = await handler.query(new Request(`http://127.0.0.1${path}`));
  if (staticHandlerContext instanceof Response) throw new Error(`${path}: a response`);
  return {
    manifest,
    routeModules,
    staticHandlerContext,
    serverHandoffString: "{}",
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    renderMeta: {},
    branches: (handler as unknown as { _internalRouteBranches: EntryContext["branches"] })
      ._internalRouteBranches,
  } as unknown as EntryContext;
}

const render = (context: EntryContext, path: string) =>
  renderToString(<ServerRouter context={context} url={`http://127.0.0.1${path}`} />);

/** The manifest the page's HTML hands the browser, by route id. */
const inlinedManifest = (html: string) => {
  const json = /window\.__reactRouterManifest = ([\s\S]*?);\n/.exec(html)?.[1];
  if (!json) throw new Error("no manifest in the page");
  return JSON.parse(json.replaceAll("&quot;", '"')) as { routes: Record<string, unknown> };
};

const PAGES = [
  "/davmu/share/",
  "/davmu/share/en/",
  "/davmu/share/tech/doc/2026/11/9bG46Myv",
  "/davmu/share/en/tech/doc/2026/11/9bG46Myv",
  "/davmu/share/mp/video_album/2026/11/xK2aBc9Q/3",
  "/davmu/share/mp/user/42/posts",
  "/davmu/share/search/芯片",
  "/davmu/share/no/such/page/at/all",
  "/davmu/share/en/no/such",
];

describe("withInitialRoutesOnly", () => {
  it.each(PAGES)("renders %s as the whole route table does, the inlined manifest included", async (path) => {
    const context = await contextFor(path);
    const whole = render(context, path);
    const narrowed = render(withInitialRoutesOnly(context), path);
    expect(narrowed).toBe(whole);
    expect(Object.keys(inlinedManifest(narrowed).routes).length).toBeGreaterThan(1);
  });

  it("gives the server render a few routes, not the whole table", async () => {
    const context = await contextFor("/davmu/share/tech/doc/2026/11/9bG46Myv");
    const narrowed = withInitialRoutesOnly(context);
    expect(Object.keys(context.manifest.routes).length).toBeGreaterThan(30);
    // The article's, the root's, and the one its parent paths match: the catch-all.
    expect(Object.keys(narrowed.manifest.routes).sort()).toEqual(["article", "catch-all", "root"]);
    expect(narrowed.branches?.length).toBeLessThan(context.branches!.length);
  });

  it("stays right for pages past its memory of parent paths", async () => {
    // Articles of more channels than the memory keeps (a few here, a thousand in the server): the
    // same routes matched, each with a parent path of its own, the oldest forgotten on the way.
    const kept = 5;
    for (let i = 0; i < kept * 3; i++) {
      const context = await contextFor(`/davmu/share/c${i}/doc/2026/11/x${i}`);
      const narrowed = withInitialRoutesOnly(context, kept);
      expect(Object.keys(narrowed.manifest.routes).sort()).toEqual(["article", "catch-all", "root"]);
    }
    // A forgotten one is worked out again, the same.
    const again = withInitialRoutesOnly(await contextFor("/davmu/share/c0/doc/2026/11/x9"), kept);
    expect(Object.keys(again.manifest.routes).sort()).toEqual(["article", "catch-all", "root"]);
    const path = "/davmu/share/en/c1/video/2026/11/y";
    const context = await contextFor(path);
    expect(render(withInitialRoutesOnly(context, kept), path)).toBe(render(context, path));
  });
});
