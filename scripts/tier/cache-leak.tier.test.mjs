// The cache tier from the built programs (nginx, two site processes, two content-service processes
// on PostgreSQL), checked as visitors and operators meet it: each kind of visitor on each
// cacheable screen gets what the site itself sends that visitor, a logged-in request or a preview
// is never served from the cache nor stored in it, a draft never shows through a cached address,
// an edit shows within the page's shared lifetime, an outage of the service keeps cached pages up,
// a burst on a cold page costs one render, and a site process killed under load goes unnoticed.
// `npm run test:tier` builds first.
import { statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginx, SCREENS, SHARED_MAX_AGE_S, startCacheTier, tierRoutes } from "./cache-leak-tier.mjs";
import { CLIENT_DIR } from "./tier-config.mjs";
import { firstDraft, get, PERSONAL_MARKS, retitle, VISITORS } from "./tier-testing.mjs";
import { originRequests } from "./upstream-log.mjs";

describe.skipIf(!nginx.binary)("the cache tier", () => {
  const lines = [];
  let tier;
  let site;
  let routes;
  let article;
  const answers = [];
  /** When each screen's copy was stored, so a later test knows when it expires. */
  const storedAt = {};

  /** A request through the tier, kept for the checks that hold on every answer. */
  const through = async (sitePath, headers) => {
    const answer = await get(new URL(sitePath, site).href, headers);
    answers.push(answer);
    return answer;
  };
  /** The same request straight to a site process: what the site itself sends that visitor. */
  const direct = (sitePath, headers) =>
    get(new URL(sitePath, `http://127.0.0.1:${tier.sites[0].port}/davmu/share/`).href, headers);
  const renders = (sitePath) => {
    const url = new URL(sitePath, site);
    return originRequests(tier.upstreamLog, `${url.pathname}${url.search}`);
  };

  beforeAll(async () => {
    tier = await startCacheTier(lines);
    site = tier.siteUrl;
    ({ routes, article } = await tierRoutes(tier));
  }, 120_000);

  afterAll(async () => {
    await tier?.stop();
  });

  it.each(SCREENS)(
    "%s: logged-in visitors pass through unstored; everyone else shares one copy, as the site sends it to them",
    async (screen) => {
      const sitePath = routes[screen];
      const personal = Object.entries(VISITORS).filter(([, v]) => v.personal);
      for (const [name, visitor] of personal) {
        expect((await through(sitePath, visitor.headers)).cache, `${name} is passed straight through`).toBe(
          "BYPASS",
        );
      }
      const first = await through(sitePath, {});
      expect(first.cache, "nothing a logged-in visitor asked for was stored").toBe("MISS");
      storedAt[screen] = Date.now();
      const second = await through(sitePath, {});
      expect(second.cache).toBe("HIT");
      expect(second.status).toBe(first.status);
      expect(second.text).toBe(first.text);
      const english = sitePath.startsWith("en/");
      for (const [name, visitor] of Object.entries(VISITORS)) {
        const answer = await through(sitePath, visitor.headers);
        const own = await direct(sitePath, visitor.headers);
        expect(answer.status, name).toBe(own.status);
        expect(answer.cache, name).toBe(visitor.personal ? "BYPASS" : "HIT");
        // A page's ETag is a digest of its bytes; a page without one is compared whole.
        if (own.etag) expect(answer.etag, name).toBe(own.etag);
        else expect(answer.text, name).toBe(own.text);
        // The site never reads the locale cookie (the browser moves `/` to `/en/`): every visitor
        // gets the address's own language.
        if (answer.headers.get("content-type")?.startsWith("text/html"))
          expect(answer.text, name).toMatch(english ? /<html lang="en/ : /<html lang="zh/);
      }
    },
  );

  it("a preview is never cached, and the draft never shows at its public address", async () => {
    const draft = await firstDraft(tier);
    const link = new URL(draft.url);
    const previewPath = `${link.pathname}${link.search}`.replace("/davmu/share/", "");
    // The preview first gets its fresh `_` stamp by a redirect, itself never stored.
    const stamp = await through(previewPath, {});
    expect(stamp.status).toBe(302);
    expect(stamp.cache).toBe("BYPASS");
    const stamped = new URL(stamp.headers.get("location"), site).href;
    for (let i = 0; i < 2; i++) {
      const preview = await through(stamped, {});
      expect(preview.status).toBe(200);
      expect(preview.cache).toBe("BYPASS");
      expect(preview.headers.get("cache-control")).toBe("no-store");
      expect(preview.text).toContain(draft.title);
    }
    const publicPath = previewPath.replace(/^preview-[^/]+/, "mp").replace(/\?.*$/, "");
    for (const expected of ["MISS", "HIT"]) {
      const shown = await through(publicPath, {});
      expect(shown.status).toBe(404);
      expect(shown.cache).toBe(expected);
      expect(shown.text).not.toContain(draft.title);
    }
    const unsigned = await through(previewPath.replace(/\?.*$/, ""), {});
    expect(unsigned.cache).toBe("BYPASS");
    expect(unsigned.text).not.toContain(draft.title);
  });

  it("while the content service hangs, an expired page is still served from the cache, never the error page", async () => {
    // Before the edit below, which changes what the English home lists. The copy its own test stored
    // may have expired by now on a busy machine: this answer is then that old copy (STALE) while a
    // refresh stores a new one, the one nginx serves from then on. So ask until the stored copy is
    // fresh (HIT), and count its expiry from that answer: it was stored no later.
    let before = await through(routes["English home"], {});
    let stored = storedAt["English home"];
    for (let i = 0; before.cache !== "HIT" && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      before = await through(routes["English home"], {});
      stored = Date.now();
    }
    expect(before.cache).toBe("HIT");
    const expired = stored + (SHARED_MAX_AGE_S + 1) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expired - Date.now())));
    const services = tier.services.map((s) => s.program.child.pid);
    for (const pid of services) process.kill(pid, "SIGSTOP");
    try {
      // The first visitor after expiry starts a refresh that fails (the site answers 503, no-store);
      // the next ones, during and after it, still get the page they would have got.
      for (let i = 0; i < 3; i++) {
        const answer = await through(routes["English home"], {});
        expect(answer.status).toBe(200);
        expect(["STALE", "UPDATING", "HIT"]).toContain(answer.cache);
        expect(answer.etag).toBe(before.etag);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    } finally {
      for (const pid of services) process.kill(pid, "SIGCONT");
      // The tests after this one need the service answering again through nginx, which counts the
      // timeouts above as failures of its upstreams and may refuse them for a while.
      for (let i = 0; i < 40 && (await get(`${tier.url}/peony/v1/group`)).status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }, 45_000);

  it("no answer sets a cookie or carries a logged-in visitor's token", () => {
    expect(answers.length).toBeGreaterThan(80);
    for (const answer of answers) {
      expect(answer.headers.get("set-cookie")).toBeNull();
      for (const mark of PERSONAL_MARKS) expect(answer.text).not.toContain(mark);
    }
  });

  it("a burst of visitors on a page nobody has asked for yet costs one render", async () => {
    const burst = await Promise.all(Array.from({ length: 200 }, () => get(new URL(routes.cold, site).href)));
    expect(burst.map((a) => a.status)).toEqual(burst.map(() => 200));
    expect(new Set(burst.map((a) => a.etag)).size).toBe(1);
    expect(renders(routes.cold)).toBe(1);
  });

  it("an edited article shows through the cache within its shared lifetime", async () => {
    const title = `Edited ${Date.now()}`;
    expect((await through(routes.article, {})).text).not.toContain(title);
    await retitle(tier, article.id, title);
    const edited = Date.now();
    let seenAfterMs;
    while (Date.now() - edited < (SHARED_MAX_AGE_S + 5) * 1000) {
      const seen = await through(routes.article, {});
      if (seen.text.includes(title)) {
        seenAfterMs = Date.now() - edited;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Once the copy expires, the first visitor gets it stale while it is refreshed behind them.
    expect(seenAfterMs).toBeLessThanOrEqual((SHARED_MAX_AGE_S + 2) * 1000);
    const next = await through(routes.article, {});
    expect(next.text).toContain(title);
    expect(next.cache).toBe("HIT");
  }, 30_000);

  it("fingerprinted files come from nginx for a year; the content service's calls pass through", async () => {
    const home = await get(site);
    const asset = /<link rel="modulepreload" href="([^"]+)"/.exec(home.text)?.[1];
    const file = await get(new URL(asset, site).href);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("content-type")).toMatch(/^text\/javascript/);
    // The build's Zopfli copy, as it is on disk: nginx does not compress it again.
    const packed = path.join(CLIENT_DIR, "assets", `${path.basename(asset)}.gz`);
    expect(file.headers.get("content-encoding")).toBe("gzip");
    expect(Number(file.headers.get("content-length"))).toBe(statSync(packed).size);
    expect(renders(asset)).toBe(0);
    const missing = await get(new URL("assets/no-such-file.js", site).href);
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/<h1[^>]*>页面找不到了<\/h1>/);
    const call = await get(`${tier.url}/peony/v1/group`);
    expect(call.status).toBe(200);
    expect(call.cache).toBeNull();
    // The inner calls are not on the public port at all.
    const inner = await get(`${tier.url}/peony-inner/inner/static/hot72`);
    expect(inner.status).toBe(404);
    expect(inner.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("an operator reads every process's metrics in one place, and a page view moves them; the public port never serves them", async () => {
    const metric = (text, name, match = "") =>
      text
        .split("\n")
        .filter((line) => line.startsWith(`${name}{`) && line.includes(match))
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
    const scrape = async () => (await fetch(tier.metricsUrl)).text();
    const before = await scrape();
    // A logged-in visitor's page always reaches a site process, which calls the service for it.
    const logged = lines.length;
    const page = await through(routes.article, VISITORS["logged in (Authorization)"].headers);
    expect(page.status).toBe(200);
    const after = await scrape();
    expect(metric(after, "http_requests_total", 'route="article"')).toBeGreaterThan(
      metric(before, "http_requests_total", 'route="article"'),
    );
    expect(metric(after, "share_web_service_call_duration_seconds_count", 'outcome="ok"')).toBeGreaterThan(
      metric(before, "share_web_service_call_duration_seconds_count", 'outcome="ok"'),
    );
    expect(metric(after, "http_requests_total", 'program="content-api"')).toBeGreaterThan(
      metric(before, "http_requests_total", 'program="content-api"'),
    );
    for (const entry of [...tier.sites, ...tier.services])
      expect(after).toContain(`process_resident_memory_bytes{instance="${entry.name}"`);
    // The page's log line and the service's lines for its calls carry one request id.
    const json = lines
      .slice(logged)
      .map((line) => /^\[[^\]]+\] (\{.*\})$/.exec(line)?.[1])
      .filter(Boolean)
      .map((text) => JSON.parse(text));
    const pageLine = json.find((line) => line.program === "share-web" && line.url?.endsWith(routes.article));
    expect(pageLine).toMatchObject({ route: "article", status: 200, method: "GET" });
    expect(json.some((line) => line.program === "content-api" && line.reqId === pageLine.reqId)).toBe(true);
    // Not through nginx's public port: there /metrics is an address of the site, which has none.
    const outside = await get(`${tier.url}/metrics`);
    expect(outside.status).toBe(404);
    expect(outside.text).not.toContain("# HELP");
  });

  it("a site process killed under load is invisible to visitors, and is started again", async () => {
    const victim = tier.sites[0];
    const pid = victim.program.child.pid;
    const failures = [];
    let done = 0;
    const until = Date.now() + 4_000;
    let killedAt;
    /** When a request ended, from the kill: what failed, and what the processes logged meanwhile. */
    const sinceKill = () => (killedAt ? `+${Date.now() - killedAt} ms` : "before the kill");
    const worker = async (n) => {
      const personal = n % 2 === 0 ? VISITORS["logged in (Authorization)"].headers : {};
      while (Date.now() < until) {
        const sitePath = routes.killed[done % 2];
        try {
          const answer = await get(new URL(sitePath, site).href, personal);
          if (answer.status !== 200)
            failures.push(
              `${sinceKill()} ${sitePath}${n % 2 === 0 ? " (logged in)" : ""}: HTTP ${answer.status}, cache ${answer.cache}, ${/<h1[^>]*>([^<]*)/.exec(answer.text)?.[1] ?? "no page"}`,
            );
        } catch (error) {
          failures.push(`${sinceKill()} ${sitePath}: ${error.message}`);
        }
        done++;
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => worker(n)));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const logged = lines.length;
    killedAt = Date.now();
    process.kill(pid, "SIGKILL");
    await load;
    expect(failures, `logged since the kill:\n${lines.slice(logged).join("\n")}`).toEqual([]);
    expect(done).toBeGreaterThan(50);
    const back = Date.now() + 30_000;
    while (
      victim.program.child.pid === pid ||
      !(await direct("404", {}).then(
        (a) => a.status === 404,
        () => false,
      ))
    ) {
      if (Date.now() > back) throw new Error("the killed site process was not started again");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(lines.some((line) => line.includes(`${victim.name} (pid ${pid}) exited`))).toBe(true);
  }, 60_000);

  it("a rolling restart of every site and service process under load loses no request", async () => {
    const failures = [];
    let done = 0;
    let restarting = true;
    const worker = async (n) => {
      const headers = n % 3 === 0 ? VISITORS["logged in (Authorization)"].headers : {};
      while (restarting) {
        const address =
          n % 4 === 1 ? `${tier.url}/peony/v1/group` : new URL(routes.killed[done % 2], site).href;
        try {
          const answer = await get(address, headers);
          if (answer.status !== 200) failures.push(`${address}: HTTP ${answer.status}`);
        } catch (error) {
          failures.push(`${address}: ${error.message}`);
        }
        done++;
      }
    };
    const everyone = [...tier.sites, ...tier.services];
    const pids = everyone.map((entry) => entry.program.child.pid);
    const logged = lines.length;
    const started = Date.now();
    const load = Promise.all(Array.from({ length: 6 }, (_, n) => worker(n)));
    try {
      // As `npm run start:scale` does on SIGHUP: one site and one service process at a time.
      await tier.rollingRestart();
    } finally {
      restarting = false;
      await load;
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`rolling restart: ${done} requests, ${failures.length} failed, ${seconds.toFixed(1)} s`);
    expect(failures, `logged meanwhile:\n${lines.slice(logged).join("\n")}`).toEqual([]);
    expect(done).toBeGreaterThan(50);
    // Every process was replaced, and each successor is ready.
    expect(everyone.map((entry) => entry.program.child.pid).filter((pid) => pids.includes(pid))).toEqual([]);
    for (const entry of everyone) {
      const ready = await fetch(`http://127.0.0.1:${entry.metricsPort}/readyz`);
      expect(ready.status, entry.name).toBe(200);
    }
    // Every process stopped of its own accord, after its requests, not at the time limit.
    const stopped = lines.slice(logged).filter((line) => line.includes('"msg":"stopped"'));
    expect(stopped).toHaveLength(everyone.length);
    expect(lines.slice(logged).filter((line) => line.includes("after the time allowed"))).toEqual([]);
  }, 60_000);
});
