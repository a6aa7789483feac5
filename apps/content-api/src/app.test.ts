import { ContentPageResponseSchema, ErrorEnvelopeSchema } from "@davmu/contract";
import { capturingLogger } from "@davmu/ops";
import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { inProcessBroker } from "./broker/broker.ts";
import { openDatabase, openSqlite } from "./db/connection.ts";
import { createTestApp, type TestApp, testConfig } from "./testing/test-app.ts";
import { onRelease, testDialect } from "./testing/test-database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the app", () => {
  it("answers /healthz once the database in use answers", async () => {
    const { status, body } = await t.call("/healthz");
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, database: testDialect() });
  });

  it("answers /healthz with a 503 when the database does not answer", async () => {
    // SQLite: a database closed under the service; PostgreSQL: an address where nothing listens.
    const config = testConfig(
      testDialect() === "postgres" ? { DATABASE_URL: "postgres://postgres@127.0.0.1:1/gone" } : {},
    );
    const db =
      config.database.dialect === "postgres" ? openDatabase(config.database) : openSqlite(":memory:");
    if (config.database.dialect === "sqlite") {
      await sql`select 1`.execute(db);
      await db.destroy();
    } else onRelease(() => db.destroy());
    const { log, lines } = capturingLogger();
    const app = createApp({ db, config, broker: inProcessBroker(), log });
    const res = await app.request("/healthz");
    const [status, body] = [res.status, await res.json()];
    expect(status).toBe(503);
    expect(body).toEqual({ ok: false, database: testDialect() });
    expect(lines[0]).toMatchObject({ level: 50, msg: "health check: the database does not answer" });
    // Neither ready: a balancer takes it out; it is still live.
    expect((await app.request("/readyz")).status).toBe(503);
    expect((await app.request("/livez")).status).toBe(200);
  });

  it.each(["/", "/peony/v1/nothing", "/peony-inner/inner/static/content", "/osman/dinner/content/"])(
    "answers an unknown path %s with a 404 envelope",
    async (path) => {
      const { status, body } = await t.call(path);
      expect(status).toBe(404);
      expect(ErrorEnvelopeSchema.parse(body).code).toBe(404);
    },
  );

  it("lets any origin call with the site's headers by default", async () => {
    const res = await t.app.request(t.paths.contentList, {
      method: "OPTIONS",
      headers: {
        Origin: "https://share.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization,x-request-id",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const allowed = res.headers.get("access-control-allow-headers")!.toLowerCase();
    expect(allowed).toContain("authorization");
    expect(allowed).toContain("x-request-id");
  });

  it("lets the browser read error answers", async () => {
    const res = await t.app.request("/peony/v1/content?pagesize=0", {
      headers: { Origin: "https://x.example" },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("allows only the configured origins when a list is given", async () => {
    const own = await createTestApp({ CONTENT_API_CORS_ORIGINS: "https://share.example,https://m.example" });
    const from = (origin: string) => own.app.request(own.paths.groups, { headers: { Origin: origin } });
    expect((await from("https://m.example")).headers.get("access-control-allow-origin")).toBe(
      "https://m.example",
    );
    expect((await from("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("mounts the calls under the configured service prefixes", async () => {
    const own = await createTestApp({ DAVMU_PREFIX_PEONY_INNER: "/pi", DAVMU_PREFIX_OSMAN: "/os" });
    expect(own.paths.hot72).toBe("/pi/inner/static/hot72");
    expect((await own.call(own.paths.hot72)).status).toBe(200);
    expect((await own.call("/peony-inner/inner/static/hot72")).status).toBe(404);
  });

  it("answers an unexpected failure with a plain 500 envelope and logs it", async () => {
    const own = await createTestApp();
    await sql`alter table contents rename to contents_gone`.execute(own.db);
    const { res, status, body } = await own.call(own.paths.contentList, {
      headers: { Origin: "https://x.example" },
    });
    expect(status).toBe(500);
    // The browser can read error bodies too.
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(body).toEqual({ code: 500, msg: "internal server error", data: null });
    expect(JSON.stringify(body)).not.toMatch(/contents|sqlite|select/i);
    expect(own.logged.find((line) => line.msg === "request failed")).toMatchObject({ level: 50 });
  });

  it("sends ids from the configured salt", async () => {
    const own = await createTestApp({ DAVMU_ID_SALT: "another-salt" });
    const { body } = await own.call(own.paths.contentList);
    const first = ContentPageResponseSchema.parse(body).data.list[0]!;
    expect(own.ids.decode(first.id)).not.toBeNull();
    expect(t.ids.decode(first.id)).toBeNull();
  });

  it("tells browsers never to sniff a type: JSON, media, errors, preflights and refusals", async () => {
    const own = await createTestApp();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { body } = await own.call(`${own.paths.contentList}?pagesize=1`);
    const cover = ContentPageResponseSchema.parse(body).data.list[0]!.cover!.url;
    const requests: [string, RequestInit?][] = [
      [own.paths.contentList],
      [cover.slice(cover.indexOf("/media/"))],
      ["/media/missing.jpg"],
      [`${own.paths.contentList}?pagesize=0`],
      ["/nowhere"],
      [
        own.paths.contentList,
        {
          method: "OPTIONS",
          headers: { Origin: "https://x.example", "Access-Control-Request-Method": "GET" },
        },
      ],
      [
        own.paths.trackerLog,
        { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(20_000) },
      ],
      ["/healthz"],
    ];
    await sql`alter table contents rename to contents_gone`.execute(own.db);
    requests.push([own.paths.hot72]);
    for (const [path, init] of requests) {
      const res = await own.app.request(path, init);
      expect(
        res.headers.get("x-content-type-options"),
        `${init?.method ?? "GET"} ${path} ${res.status}`,
      ).toBe("nosniff");
    }
  });
});
