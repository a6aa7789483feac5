import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureNginx, fillTemplate, startNginx, testConfig } from "../nginx.mjs";
import { PUSH_PREFIX, publicApiPrefixes, tierConfig } from "./tier-config.mjs";

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "tier-config-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const config = (options = {}) =>
  tierConfig({
    dir,
    listen: "127.0.0.1:18080",
    innerPort: 18081,
    sitePorts: [13001, 13002],
    servicePorts: [19001],
    ...options,
  });

/** The body of the first `location` block whose line includes `head`. */
function location(text, head) {
  const start = text.split("\n").findIndex((line) => line.includes("location") && line.includes(head));
  const lines = text.split("\n").slice(start);
  return lines.slice(0, lines.findIndex((line) => line.trim() === "}") + 1).join("\n");
}

describe("the cache tier's nginx config", () => {
  const nginx = ensureNginx({ log: () => {} });

  it.skipIf(!nginx.binary)("is one nginx accepts, with or without its access log", () => {
    expect(testConfig({ binary: nginx.binary, dir, config: config() })).toEqual({ ok: true });
    expect(
      testConfig({ binary: nginx.binary, dir, config: config({ accessLog: true, workers: 2 }) }),
    ).toEqual({
      ok: true,
    });
  });

  it("balances over every site process and retries another when one is gone, never on the site's 503", () => {
    const text = config();
    // Never marked down: a process that is back gets requests the moment it listens.
    expect(text).toContain("server 127.0.0.1:13001 max_fails=0;");
    expect(text).toContain("server 127.0.0.1:13002 max_fails=0;");
    const pages = location(text, "location / {");
    expect(pages).toContain("proxy_next_upstream error timeout http_502;");
    expect(pages).toContain("proxy_next_upstream_tries 2;");
  });

  it("keeps push connections open, unbuffered, longer than the 30 s between heartbeats", () => {
    const push = location(config(), `${PUSH_PREFIX}/`);
    expect(push).toContain("proxy_buffering off;");
    expect(push).toContain("proxy_set_header Upgrade $http_upgrade;");
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(push)?.[1])).toBeGreaterThan(30);
  });

  it("opens the browser's calls to the public, and never the inner prefixes", () => {
    expect(publicApiPrefixes({})).toBe("/peony|/stats|/form|/media");
    expect(publicApiPrefixes({ DAVMU_PREFIX_STATS: "/s/t", DAVMU_PREFIX_FORM: "/f.x" })).toBe(
      "/peony|/s/t|/f\\.x|/media",
    );
    expect(config()).not.toMatch(/osman|inner\//);
  });

  it.skipIf(!nginx.binary)(
    "stores a page under its address without a link's start time, and keeps every other query",
    async () => {
      const text = config();
      expect(location(text, "location / {")).toContain("proxy_cache_key $scheme$host$tier_page_key;");
      // The tier's own map, answered back by an nginx that serves nothing else.
      const map = /\n( {2}map \$request_uri \$tier_page_key \{[\s\S]*?\n {2}\})/.exec(text)?.[1];
      expect(map).toBeDefined();
      const port = 18090 + (process.pid % 500);
      const echo = await startNginx({
        binary: nginx.binary,
        dir,
        port,
        config: `pid nginx.pid;\nevents {}\nhttp {\n  access_log off;\n${map}\n  server {\n    listen 127.0.0.1:${port};\n    location / { return 200 $tier_page_key; }\n  }\n}\n`,
      });
      try {
        const key = async (uri) => (await fetch(`${echo.url}${uri}`)).text();
        expect(await key("/v?t=90")).toBe("/v");
        expect(await key("/v?t=1m30s&ep=e2")).toBe("/v?ep=e2");
        expect(await key("/v?ep=e2&t=5")).toBe("/v?ep=e2");
        expect(await key("/v?ep=e2&t=5&page=2")).toBe("/v?ep=e2&page=2");
        expect(await key("/v?ep=e2&at=5")).toBe("/v?ep=e2&at=5");
        expect(await key("/v")).toBe("/v");
      } finally {
        await echo.stop();
      }
    },
  );

  it("refuses a tier with no process to send requests to", () => {
    expect(() => config({ sitePorts: [] })).toThrow(/at least one site process/);
  });
});

describe("fillTemplate", () => {
  it("fills placeholders and leaves nginx's own variables", () => {
    expect(fillTemplate("listen {{port}}; set $a $host;", { port: 80 })).toBe("listen 80; set $a $host;");
  });

  it("refuses to write a config with a placeholder left empty", () => {
    expect(() => fillTemplate("listen {{port}};", {})).toThrow(/\{\{port\}\}/);
  });
});
