import { INNER_SECRET_HEADER } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const SECRET = "inner-secret-0123456789abcdef";

let open: TestApp;
let guarded: TestApp;
let item: string;
beforeAll(async () => {
  open = await createTestApp();
  guarded = await createTestApp({ DAVMU_INNER_SECRET: SECRET });
  const row = await guarded.db
    .selectFrom("contents")
    .select("id")
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  item = guarded.ids.encode(row.id);
});

/** Every inner call, with a real id where it takes one. */
const innerPaths = (t: TestApp) => [
  t.paths.contentDetail(item),
  t.paths.hot72,
  t.paths.wxShareConfig,
  t.paths.staticData,
  t.paths.commentListInner(item),
  t.paths.mpFollowList,
];

describe("inner calls", () => {
  it("carry no CORS headers, to a simple request or a preflight, while the public calls do", async () => {
    for (const path of [
      ...innerPaths(open),
      open.paths.previewDocument(item),
      open.paths.mpContentDetail(item),
      open.paths.mpCommentListInner(item),
    ]) {
      const get = await open.app.request(path, { headers: { Origin: "https://evil.example" } });
      expect(get.headers.get("access-control-allow-origin"), path).toBeNull();
      const preflight = await open.app.request(path, {
        method: "OPTIONS",
        headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "GET" },
      });
      expect(preflight.headers.get("access-control-allow-origin"), path).toBeNull();
    }
    const pub = await open.app.request(open.paths.contentList, { headers: { Origin: "https://x.example" } });
    expect(pub.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answer without a secret when none is configured", async () => {
    for (const path of innerPaths(open)) expect((await open.call(path)).status, path).toBe(200);
  });

  it("are refused without the configured secret, or with another, with a 403", async () => {
    for (const path of innerPaths(guarded)) {
      for (const headers of [
        {} as Record<string, string>,
        { [INNER_SECRET_HEADER]: "wrong" },
        { [INNER_SECRET_HEADER]: `${SECRET}x` },
      ]) {
        const { status, body } = await guarded.call(path, { headers });
        expect(status, path).toBe(403);
        expect(JSON.stringify(body)).toContain(INNER_SECRET_HEADER);
      }
    }
  });

  it("answer with the configured secret", async () => {
    for (const path of innerPaths(guarded)) {
      expect((await guarded.call(path, { headers: { [INNER_SECRET_HEADER]: SECRET } })).status, path).toBe(
        200,
      );
    }
  });

  it("leave the public calls open to browsers without the secret", async () => {
    for (const path of [guarded.paths.contentList, guarded.paths.groups, guarded.paths.wxShareSettings]) {
      expect((await guarded.call(path)).status, path).toBe(200);
    }
  });

  it("hold under configured service prefixes too", async () => {
    const bare = await createTestApp({ DAVMU_PREFIX_PEONY_INNER: "/pi", DAVMU_INNER_SECRET: SECRET });
    expect(bare.paths.hot72).toBe("/pi/inner/static/hot72");
    expect((await bare.call(bare.paths.hot72)).status).toBe(403);
    expect((await bare.call(bare.paths.contentList)).status).toBe(200);
  });
});
