import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes, { RESOURCES } from "./routes.ts";
import { folderOfRoute, SCREENS } from "./screens.ts";

describe("folderOfRoute", () => {
  it("gives every screen's route id the folder the table names", () => {
    for (const screen of SCREENS) expect(folderOfRoute(screen.id)).toBe(screen.folder);
    expect(folderOfRoute("catch-all")).toBe("not-found");
  });

  it("gives the root none", () => {
    expect(folderOfRoute("root")).toBeUndefined();
  });
});

describe("the route table", () => {
  const table = routes.map((r) => ({ id: r.id, path: r.path, index: r.index }));
  const screenAt = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;

  it("names each screen once, whatever the number of locales, after what the site answers beside its pages", () => {
    expect(routes.map((r) => r.id)).toEqual([...RESOURCES.map((r) => r.id), ...SCREENS.map((s) => s.id)]);
  });

  it("answers robots.txt, the sitemaps, oEmbed, the feeds and the manifest before any screen, once", () => {
    // One address each, for every language: an English page's links name these too.
    expect(screenAt("/robots.txt")).toBe("robots");
    expect(screenAt("/sitemap.xml")).toBe("sitemap-index");
    expect(screenAt("/sitemaps/video-1.xml")).toBe("sitemap-file");
    expect(screenAt("/oembed")).toBe("oembed");
    expect(screenAt("/feed/audio_album/AbCdEfGh.xml")).toBe("feed");
    expect(screenAt("/manifest.webmanifest")).toBe("manifest");
    // The embeddable player is a screen, in each language.
    for (const prefix of ["", "/en"]) expect(screenAt(`${prefix}/embed/video/AbCdEfGh`)).toBe("embed");
  });

  it("serves every screen in Chinese at the root and in English under /en", () => {
    for (const prefix of ["", "/en"]) {
      expect(screenAt(`${prefix}/`)).toBe("home");
      expect(screenAt(`${prefix}/mp/doc/2026/11/AbCdEfGh`)).toBe("article");
      expect(screenAt(`${prefix}/mp/doc/AbCdEfGh`)).toBe("article");
      expect(screenAt(`${prefix}/mp/doc/2026/11/AbCdEfGh/index.html`)).toBe("article");
      expect(screenAt(`${prefix}/mp/audio_album/2026/11/AbCdEfGh`)).toBe("audio-album");
      expect(screenAt(`${prefix}/pc`)).toBe("pc");
      expect(screenAt(`${prefix}/no/such/page`)).toBe("catch-all");
    }
    expect(screenAt("/en")).toBe("home");
  });

  it("takes the optional parts of a path as one splat, never as optional segments (decision 0076)", () => {
    // React Router explodes each `:name?` into two routes, and the server matches parent paths
    // against the whole exploded table on every page.
    for (const screen of SCREENS) expect(screen.path ?? "", screen.id).not.toContain("?");
  });

  it("finds the screens with optional parts at each of their lengths", () => {
    const cases: [string, string][] = [
      ["/special", "special-link"],
      ["/special/AbCdEfGh", "special-link"],
      ["/special/AbCdEfGh/index.html", "special-link"],
      ["/list/AbCdEfGh", "list"],
      ["/fly_card/AbCdEfGh/2", "fly-card"],
      ["/content_model/AbCdEfGh", "content-model"],
      ["/activity", "activity"],
      ["/activity/AbCdEfGh", "activity"],
      ["/invite", "invite"],
      ["/invite/K7M2QX/index", "invite"],
      ["/search", "search"],
      ["/search/1", "search"],
      ["/news/topic", "topic"],
      ["/news/topic/AbCdEfGh/1", "topic"],
      ["/mp/user/AbCdEfGh", "account"],
      ["/mp/user/AbCdEfGh/2", "account"],
      ["/mp/special/2026/11/AbCdEfGh", "special"],
    ];
    for (const prefix of ["", "/en"]) {
      for (const [path, id] of cases) expect(screenAt(`${prefix}${path}`), path).toBe(id);
    }
    expect(matchRoutes(table, "/activity/AbCdEfGh/index")?.at(-1)?.params).toMatchObject({
      "*": "AbCdEfGh/index",
    });
  });

  it("reads an actor called en as an actor, as before the locale routes", () => {
    expect(screenAt("/en/doc/2026/11/AbCdEfGh")).toBe("article");
    expect(matchRoutes(table, "/en/doc/2026/11/AbCdEfGh")?.at(-1)?.params).toMatchObject({
      actor: "en",
      "*": "2026/11/AbCdEfGh",
    });
  });
});
