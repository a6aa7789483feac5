import { CALLS, DEFAULT_SERVICE_PREFIXES } from "@davmu/contract";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { handle } from "./handle.ts";
import { fail } from "./respond.ts";

/** One declared call on a bare app, with the service's error rendering. */
function appWith(register: (app: Hono) => void) {
  const app = new Hono();
  register(app);
  app.onError((err, c) =>
    err instanceof ApiError ? fail(c, err.status, err.message) : fail(c, 500, "internal"),
  );
  return async (path: string, init?: RequestInit) => {
    const res = await app.request(path, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

const GROUP = { id: "AbCdEf12", name: "要闻", slug: "news", sort: 1 };

describe("a handler registered from its declaration", () => {
  it("answers at the declared path under the configured prefix, in the envelope", async () => {
    const call = appWith((app) =>
      handle(app, { ...DEFAULT_SERVICE_PREFIXES, peonyInner: "/pi" }, CALLS.hot72, ({ query }) => ({
        list: [],
        size: query().size,
      })),
    );
    const { status, body } = await call("/pi/inner/static/hot72?size=3");
    expect(status).toBe(200);
    // `size` is no field of the declared data: it never leaves the service.
    expect(body).toEqual({ code: 0, msg: "ok", data: { list: [] } });
  });

  it("refuses a query the declared schema refuses with a 400 naming the field", async () => {
    const listed = vi.fn(() => ({ list: [] }));
    const call = appWith((app) =>
      handle(app, DEFAULT_SERVICE_PREFIXES, CALLS.hot72, ({ query }) => {
        query();
        return listed();
      }),
    );
    const { status, body } = await call("/peony-inner/inner/static/hot72?size=500");
    expect(status).toBe(400);
    expect(body.msg).toMatch(/size/);
    expect(listed).not.toHaveBeenCalled();
  });

  it("never sends data that breaks the contract: a 500 instead", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const call = appWith((app) =>
      handle(app, DEFAULT_SERVICE_PREFIXES, CALLS.groups, () => ({ list: [{ ...GROUP, id: "x" }] })),
    );
    expect((await call("/peony/v1/group")).status).toBe(500);
    log.mockRestore();
  });

  it("reads a body only as the declared types, as JSON", async () => {
    const call = appWith((app) =>
      handle(app, DEFAULT_SERVICE_PREFIXES, CALLS.trackerLog, async ({ body }) => ({
        accepted: (await body()).length,
      })),
    );
    const post = (text: string, type: string) =>
      call("/stats/tracker/log", { method: "POST", body: text, headers: { "content-type": type } });
    expect((await post("[]", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await post("{oops", "text/plain")).body.msg).toMatch(/must be JSON/);
  });

  it("carries the declared envelope fields on success and on refusal", async () => {
    const call = appWith((app) =>
      handle(app, DEFAULT_SERVICE_PREFIXES, CALLS.wxSignature, ({ query }) => {
        if (query().url.includes("evil")) throw new ApiError(400, "not a host of this site");
        return { appId: "wx1", timestamp: 1, nonceStr: "a".repeat(16), signature: "0".repeat(40) };
      }),
    );
    expect((await call("/peony/v1/system/wxshare/signature?url=https://a.test/")).body).toMatchObject({
      code: 0,
      state: true,
    });
    expect(await call("/peony/v1/system/wxshare/signature?url=https://evil.test/")).toEqual({
      status: 400,
      body: { code: 400, msg: "not a host of this site", state: false, data: null },
    });
  });
});

describe("what an answer may be kept as", () => {
  const headersOf = async (register: (app: Hono) => void, path: string) => {
    const app = new Hono();
    register(app);
    return (await app.request(path)).headers;
  };

  it("is private, no-store where the handler says nothing, its own where it does", async () => {
    const silent = await headersOf(
      (app) => handle(app, DEFAULT_SERVICE_PREFIXES, CALLS.groups, () => ({ list: [GROUP] })),
      "/peony/v1/group",
    );
    expect(silent.get("cache-control")).toBe("private, no-store");
    const own = await headersOf(
      (app) =>
        handle(app, DEFAULT_SERVICE_PREFIXES, CALLS.groups, ({ c }) => {
          c.header("Cache-Control", "public, max-age=60");
          return { list: [GROUP] };
        }),
      "/peony/v1/group",
    );
    expect(own.get("cache-control")).toBe("public, max-age=60");
  });
});
