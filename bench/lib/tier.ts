import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { type ContentList, readEnvelope } from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import autocannon from "autocannon";
import { ensureNginx as ensure, startNginx as start } from "../../scripts/nginx.mjs";
import { ensurePostgres } from "../../scripts/postgres.mjs";
import { startTier } from "../../scripts/tier/start-tier.mjs";
import { tierConfig } from "../../scripts/tier/tier-config.mjs";
import { originRequests } from "../../scripts/tier/upstream-log.mjs";
import { ensureNginx, startNginx } from "./nginx.ts";
import { type Load, loadWith } from "./throughput.ts";

/** A request the tier passes straight through: a logged-in visitor's. */
const PERSONAL = { authorization: "Bearer bench-visitor" };

export type ProcessMemory = { role: string; pid: number; peakRssBytes: number };

export type TierResults = {
  shape: { sites: number; services: number; database: string; cores: number };
  /** The article from the tier's cache against nginx serving the same HTML from a file. */
  cached: { tier: Load; nginx: Load; ratio: number; originRequests: number };
  /** `connections` visitors at once on an article nobody asked for yet. */
  burst: { connections: number; renders: number; failed: number; latencyP99Ms: number };
  /** Uncached rendering through the tier: every site process against one. */
  scaling: { many: Load; one: Load; processes: number; ratio: number };
  /** A long run on a mix of pages, and every process's memory. */
  soak: { load: Load; memory: ProcessMemory[] };
  /** Uncached load while one site process is killed. */
  fault: { load: Load; failed: number; restartedAfterMs: number | null };
};

type Options = {
  /** The first content-service port, the first site port, then nginx's (tier, static, one process, inner). */
  ports: [number, number, number];
  seconds: number;
  soakSeconds: number;
  burstConnections: number;
  log: (line: string) => void;
  progress: (line: string) => void;
};

async function contentPaths(tierUrl: string): Promise<string[]> {
  const response = await fetch(`${tierUrl}/peony/v1/content?pagesize=20`);
  const reading = readEnvelope<ContentList>(await response.json());
  if (!reading.ok) throw new Error(`content list: code ${reading.code}: ${reading.msg}`);
  return reading.data.list
    .filter((item) => item.type === "doc")
    .map((item) => {
      const { year, month } = chinaParts(item.publish_time * 1000);
      return `/davmu/share/${item.actor}/doc/${year}/${String(month).padStart(2, "0")}/${item.id}`;
    });
}

const failures = (l: Load) => l.non2xx + l.errors;

/** The tier's measures of the issue, in one run, as ratios where a ratio is asked for. */
export async function measureTier({ ports, seconds, soakSeconds, burstConnections, log, progress }: Options) {
  const [apiPort, webPort, nginxPort] = ports;
  const cores = availableParallelism();
  const sites = cores;
  // Two content-service processes on PostgreSQL, as the scale command runs them; one on SQLite
  // where PostgreSQL cannot be had.
  const postgres = ensurePostgres({ log });
  const onPostgres = "bin" in postgres;
  if (!onPostgres) progress(`· PostgreSQL is not available (${postgres.reason}): SQLite`);
  const services = onPostgres ? 2 : 1;
  const staticDir = mkdtempSync(path.join(tmpdir(), "davmu-bench-static-"));
  const oneDir = mkdtempSync(path.join(tmpdir(), "davmu-bench-one-"));
  const stops: (() => Promise<unknown>)[] = [];
  try {
    progress(`· the tier: nginx on ${nginxPort}, ${sites} site process(es), ${services} content service(s)`);
    const tier = await startTier({
      sites,
      services,
      port: nginxPort,
      internalPorts: [
        nginxPort + 3,
        ...Array.from({ length: services }, (_, i) => apiPort + i),
        ...Array.from({ length: sites }, (_, i) => webPort + i),
      ],
      database: onPostgres ? "postgres" : "sqlite",
      durable: false,
      log,
    });
    stops.push(tier.stop);
    const [article = "", cold = "", ...others] = await contentPaths(tier.url);
    const url = (sitePath: string) => `${tier.url}${sitePath}`;

    progress(`· cached article against the same HTML as a file, 50 connections, ${seconds} s each`);
    const html = await fetch(url(article), { headers: { "accept-encoding": "identity" } }).then((r) =>
      r.text(),
    );
    writeFileSync(path.join(staticDir, "article.html"), html, { mode: 0o644 });
    // The fairest file: nginx sends the same gzipped bytes it holds, as it does from its cache.
    const staticNginx = await startNginx(ensureNginx(log), staticDir, nginxPort + 1, {
      precompressed: ["article.html"],
    });
    stops.push(staticNginx.stop);
    const before = originRequests(tier.upstreamLog, article);
    const cachedTier = (await loadWith(url(article), { connections: 50, seconds })).load;
    const cachedOrigin = originRequests(tier.upstreamLog, article) - before;
    const cachedNginx = (await loadWith(`${staticNginx.url}/article.html`, { connections: 50, seconds }))
      .load;

    progress(`· a burst of ${burstConnections} connections on an article nobody asked for yet`);
    const burst = await autocannon({
      url: url(cold),
      connections: burstConnections,
      amount: burstConnections,
      headers: { "accept-encoding": "gzip" },
      timeout: 30,
    });

    progress(`· uncached rendering: one site process, then ${sites}, 50 connections, ${seconds} s each`);
    const found = ensure({ log });
    if (!found.binary) throw new Error(found.reason);
    const oneSite = await start({
      binary: found.binary,
      dir: oneDir,
      port: nginxPort + 2,
      config: tierConfig({
        dir: oneDir,
        listen: `127.0.0.1:${nginxPort + 2}`,
        innerPort: nginxPort + 4,
        sitePorts: [tier.sites[0]!.port],
        servicePorts: tier.services.map((s: { port: number }) => s.port),
      }),
    });
    stops.push(oneSite.stop);
    const uncached = { connections: 50, seconds, headers: PERSONAL };
    const one = (await loadWith(`${oneSite.url}${article}`, uncached)).load;
    const many = (await loadWith(url(article), uncached)).load;

    progress(`· 100 connections for ${soakSeconds} s on a mix of pages, every process's memory watched`);
    const roles = tier.pids();
    const byPid = new Map<number, string>();
    for (const pid of roles.nginx) byPid.set(pid, nginxRole(pid));
    for (const [i, pid] of roles.sites.entries()) byPid.set(pid, `site ${i + 1}`);
    for (const [i, pid] of roles.services.entries()) byPid.set(pid, `content service ${i + 1}`);
    for (const pid of roles.postgres) byPid.set(pid, "PostgreSQL");
    const mix = ["/davmu/share/", "/davmu/share/en/", article, ...others.slice(0, 6)];
    mix.push(...others.slice(0, 3).map((p) => p.replace("/davmu/share/", "/davmu/share/en/")));
    const soak = await loadWith(`${tier.url}/`, {
      connections: 100,
      seconds: soakSeconds,
      paths: mix,
      pids: [...byPid.keys()],
    });
    const memory = [...soak.peakRss].map(([pid, bytes]) => ({
      role: byPid.get(pid) ?? String(pid),
      pid,
      peakRssBytes: bytes,
    }));

    progress(`· a site process killed under uncached load, 50 connections, ${seconds} s`);
    const victim = tier.sites[0]!;
    const victimPid = victim.program.child.pid as number;
    let killedAt = 0;
    const killer = setTimeout(() => {
      killedAt = Date.now();
      process.kill(victimPid, "SIGKILL");
    }, 3_000);
    const fault = (
      await loadWith(url(article), {
        connections: 50,
        seconds: Math.max(seconds, 5),
        headers: PERSONAL,
        warmUp: false,
      })
    ).load;
    clearTimeout(killer);
    const restartedAfterMs = await restarted(victim, victimPid, killedAt);

    const results: TierResults = {
      shape: { sites, services, database: tier.databaseUrl ? "PostgreSQL" : "SQLite", cores },
      cached: {
        tier: cachedTier,
        nginx: cachedNginx,
        ratio: cachedTier.requestsPerSecond / cachedNginx.requestsPerSecond,
        originRequests: cachedOrigin,
      },
      burst: {
        connections: burstConnections,
        renders: originRequests(tier.upstreamLog, cold),
        failed: burst.non2xx + burst.errors,
        latencyP99Ms: burst.latency.p99,
      },
      scaling: { many, one, processes: sites, ratio: many.requestsPerSecond / one.requestsPerSecond },
      soak: { load: soak.load, memory },
      fault: { load: fault, failed: failures(fault), restartedAfterMs },
    };
    return results;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(oneDir, { recursive: true, force: true });
  }
}

/** "nginx: worker", "nginx: cache manager" and the like, as nginx names its processes. */
function nginxRole(pid: number): string {
  try {
    // The master's name goes on with its command line; the others' end with " process".
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/ process[\s\S]*$/, "");
  } catch {
    return "nginx";
  }
}

/** How long after the kill the supervisor had the site process answering again; null: not in 30 s. */
async function restarted(
  victim: { port: number; program: { child: { pid?: number } } },
  oldPid: number,
  killedAt: number,
): Promise<number | null> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (victim.program.child.pid !== oldPid) {
      const ok = await fetch(`http://127.0.0.1:${victim.port}/davmu/share/404`).then(
        () => true,
        () => false,
      );
      if (ok) return Date.now() - killedAt;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
