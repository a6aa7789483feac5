import { describe, expect, it } from "vitest";
import { callPath, callPattern, callSchemas } from "./call.ts";
import { CALLS } from "./calls.ts";
import { apiPaths } from "./paths.ts";
import { DEFAULT_SERVICE_PREFIXES } from "./prefixes.ts";
import * as schemas from "./schemas.ts";

const PREFIXES = { osman: "/o", peonyInner: "/pi", pineInner: "", form: "/f", stats: "/s/t" };

describe("call declarations", () => {
  it("put the configured service prefix in place of the spec's placeholder", () => {
    expect(callPattern(CALLS.contentDetail, PREFIXES)).toBe("/pi/inner/static/content/:id");
    expect(callPattern(CALLS.previewDocument, PREFIXES)).toBe("/inner/preview/document/detail/:id");
    expect(callPattern(CALLS.trackerLog, PREFIXES)).toBe("/s/t/tracker/log");
    expect(callPattern(CALLS.groups, PREFIXES)).toBe("/peony/v1/group");
  });

  it("fill path parameters URL-encoded, so a parameter cannot climb out of its segment", () => {
    expect(callPath(CALLS.mpContentDetail, DEFAULT_SERVICE_PREFIXES, { id: "AbCdEf12" })).toBe(
      "/osman/dinner/content/AbCdEf12",
    );
    expect(callPath(CALLS.contentDetail, DEFAULT_SERVICE_PREFIXES, { id: "../../x?y" })).toBe(
      "/peony-inner/inner/static/content/..%2F..%2Fx%3Fy",
    );
    expect(() => callPath(CALLS.contentDetail, DEFAULT_SERVICE_PREFIXES)).toThrow(/id/);
  });

  it("give every call a distinct method and path", () => {
    const routes = Object.values(CALLS).map((c) => `${c.method} ${callPattern(c, DEFAULT_SERVICE_PREFIXES)}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("pick real schemas from the contract for every call", () => {
    for (const [name, call] of Object.entries(CALLS)) {
      const picked = callSchemas(call, schemas);
      expect(typeof picked.data.safeParse, name).toBe("function");
      if (call.query) expect(typeof picked.query?.safeParse, name).toBe("function");
      if (call.body) expect(typeof picked.body?.safeParse, name).toBe("function");
    }
  });

  it("list every path by name for tests and tools", () => {
    const paths = apiPaths(DEFAULT_SERVICE_PREFIXES);
    expect(paths.hot72).toBe("/peony-inner/inner/static/hot72");
    expect(paths.contentDetail(":id")).toBe("/peony-inner/inner/static/content/:id");
  });
});
