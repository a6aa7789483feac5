import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { resolvePostId } from "../../components/content/content-href.ts";
import { splatSegments } from "../../platform/routing/splat.ts";
import routes from "../../routes.ts";

const table = routes.map((r) => ({ id: r.id, path: r.path, index: r.index }));
const match = (path: string) => matchRoutes(table, path)?.at(-1);

describe("the editorial screens' paths (spec §2)", () => {
  it("serves a special at its content path and at its short path, in both locales", () => {
    for (const prefix of ["", "/en"]) {
      const long = match(`${prefix}/news/special/2026/11/AbCdEfGh/index.html`);
      expect(long?.route.id).toBe("special");
      expect(resolvePostId(long!.params)).toBe("AbCdEfGh");
      expect(resolvePostId(match(`${prefix}/news/special/AbCdEfGh`)!.params)).toBe("AbCdEfGh");
      const short = match(`${prefix}/special/AbCdEfGh`);
      expect(short?.route.id).toBe("special-link");
      expect(splatSegments(short!.params, 2)).toEqual(["AbCdEfGh"]);
    }
  });

  it("serves lists, fly cards and content-model pages with their id first in the rest of the path", () => {
    for (const [path, id] of [
      ["/list/AbCdEfGh/index", "list"],
      ["/fly_card/AbCdEfGh", "fly-card"],
      ["/en/content_model/AbCdEfGh", "content-model"],
    ] as const) {
      const found = match(path);
      expect(found?.route.id, path).toBe(id);
      expect(splatSegments(found!.params, 2)?.[0], path).toBe("AbCdEfGh");
    }
  });
});
