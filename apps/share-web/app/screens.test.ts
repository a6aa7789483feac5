import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
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

  it("names each screen once, whatever the number of locales", () => {
    expect(routes.map((r) => r.id)).toEqual(SCREENS.map((s) => s.id));
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

  it("reads an actor called en as an actor, as before the locale routes", () => {
    expect(screenAt("/en/doc/2026/11/AbCdEfGh")).toBe("article");
    expect(matchRoutes(table, "/en/doc/2026/11/AbCdEfGh")?.at(-1)?.params).toMatchObject({
      actor: "en",
      "*": "2026/11/AbCdEfGh",
    });
  });
});
