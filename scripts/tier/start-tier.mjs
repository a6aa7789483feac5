// The production shape on one machine, as `npm run start:scale`, the tier's tests and the bench
// start it: M content-service processes on one database, N site processes, and nginx in front of
// them on one port (docs/decisions/0039-nginx-cache-tier-and-scale-command.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureNginx, startNginx } from "../nginx.mjs";
import { sparePort, startPostgres } from "../postgres.mjs";
import { CONTENT_API, localSecrets, SHARE_WEB, startDemo, startProgram } from "../stack.mjs";
import { serveTierMetrics } from "./metrics-scrape.mjs";
import { BASE, tierConfig } from "./tier-config.mjs";

/** A restarted process that dies again waits longer before the next start, up to this. */
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * One kind of program, `count` processes of it on their own ports, each started again when it
 * dies (after a growing delay while it keeps dying at once).
 */
function supervise({ name, script, ports, metricsPorts, envOf, log, isStopping }) {
  const processes = ports.map((port, index) => ({
    name: `${name} ${index + 1}`,
    port,
    metricsPort: metricsPorts[index],
    program: null,
  }));
  const start = (entry) => {
    const program = startProgram({ name: entry.name, script, env: envOf(entry), log });
    entry.program = program;
    entry.startedAt = Date.now();
    program.child.once("exit", (code, signal) => {
      if (isStopping()) return;
      const quick = Date.now() - entry.startedAt < 5_000;
      entry.delay = quick && entry.delay ? Math.min(entry.delay * 2, MAX_RESTART_DELAY_MS) : 250;
      log(
        `[tier] ${entry.name} (pid ${program.child.pid}) exited (${signal ?? `code ${code}`}): starting it again`,
      );
      setTimeout(() => {
        if (isStopping()) return;
        start(entry).ready.then(
          () => log(`[tier] ${entry.name} is back on port ${entry.port}`),
          () => {},
        );
      }, entry.delay);
    });
    return program;
  };
  return {
    processes,
    /** Starts every process and resolves when they all listen. */
    startAll: () => Promise.all(processes.map((entry) => start(entry).ready)),
    stopAll: () => Promise.all(processes.map((entry) => entry.program?.stop())),
  };
}

/**
 * Starts the whole shape and resolves once nginx answers in front of every process.
 *
 * @param {{
 *   sites?: number,
 *   services?: number,
 *   port?: number,
 *   host?: string,
 *   publicUrl?: string,
 *   internalPorts?: number[],
 *   database?: "sqlite" | "postgres",
 *   databaseUrl?: string,
 *   durable?: boolean,
 *   dataDir?: string,
 *   env?: Record<string, string>,
 *   accessLog?: boolean,
 *   workers?: number | "auto",
 *   log?: (line: string) => void,
 * }} options
 *   `internalPorts`: ports for the tier's inner listener, each process, each process's metrics
 *   and the tier's gathered metrics, in that order (spare
 *   ones are picked when not given); `database`: SQLite in `dataDir`, or PostgreSQL (a throw-away
 *   server unless `databaseUrl` names one, crash-safe unless `durable` is false); `env`: more environment for every program.
 */
export async function startTier({
  sites = 2,
  services = 1,
  port = 8080,
  host = "127.0.0.1",
  publicUrl,
  internalPorts,
  database = "sqlite",
  databaseUrl,
  durable = true,
  dataDir,
  env = {},
  accessLog = false,
  workers = "auto",
  log = console.log,
} = {}) {
  const found = ensureNginx({ log });
  if (!found.binary) throw new Error(`the tier needs nginx: ${found.reason}`);
  const origin = (publicUrl ?? `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`).replace(
    /\/+$/,
    "",
  );
  const ports = [...(internalPorts ?? [])];
  const nextPort = async () => ports.shift() ?? (await sparePort());
  const innerPort = await nextPort();
  const servicePorts = [];
  for (let i = 0; i < services; i++) servicePorts.push(await nextPort());
  const sitePorts = [];
  for (let i = 0; i < sites; i++) sitePorts.push(await nextPort());
  // Each process's metrics listener (loopback), and the tier's one place that gathers them all.
  const serviceMetricsPorts = [];
  for (let i = 0; i < services; i++) serviceMetricsPorts.push(await nextPort());
  const siteMetricsPorts = [];
  for (let i = 0; i < sites; i++) siteMetricsPorts.push(await nextPort());
  const metricsPort = await nextPort();

  const cleanups = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const ownData = !dataDir;
    const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "davmu-tier-data-"));
    if (ownData) cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

    let url = databaseUrl;
    let pg;
    if (database === "postgres" && !url) {
      pg = await startPostgres({ durable, log });
      if (!pg.url) throw new Error(`PostgreSQL could not start: ${pg.reason}`);
      cleanups.push(pg.stop);
      url = pg.url;
      log(`[tier] PostgreSQL on port ${pg.port} (a throw-away data directory)`);
    }

    // Every process shares the id salt, token secret and inner secret: the caller's, the
    // environment's, or the data folder's own (a production start refuses the public defaults).
    const wapHost = env.DAVMU_WAP_HOST ?? process.env.DAVMU_WAP_HOST ?? origin;
    const shared = { ...localSecrets(dir), ...env, DAVMU_WAP_HOST: wapHost };

    // The demo content's program migrates and seeds first; the services, and any restart, find it
    // done. It stays beside them (the demo media, the live room's schedule) until the tier stops.
    const demo = await startDemo({
      env: {
        ...shared,
        CONTENT_API_DATA_DIR: dir,
        CONTENT_API_PUBLIC_URL: origin,
        ...(url ? { DATABASE_URL: url } : {}),
      },
      log,
    });
    cleanups.push(demo.stop);

    const serviceSet = supervise({
      name: "content-api",
      script: CONTENT_API,
      ports: servicePorts,
      metricsPorts: serviceMetricsPorts,
      log,
      isStopping: () => stopping,
      envOf: (entry) => ({
        ...shared,
        CONTENT_API_HOST: "127.0.0.1",
        CONTENT_API_PORT: String(entry.port),
        CONTENT_API_METRICS_PORT: String(entry.metricsPort),
        CONTENT_API_DATA_DIR: dir,
        // Media URLs in answers point at the tier, which passes /media/ to the service.
        CONTENT_API_PUBLIC_URL: origin,
        // nginx is the only peer: the visitor's address is the one it appends.
        CONTENT_API_TRUSTED_PROXIES: "127.0.0.1",
        ...(url ? { DATABASE_URL: url } : {}),
      }),
    });
    cleanups.push(serviceSet.stopAll);
    await serviceSet.startAll();

    const nginxDir = mkdtempSync(path.join(tmpdir(), "davmu-tier-nginx-"));
    cleanups.push(() => rmSync(nginxDir, { recursive: true, force: true }));
    const config = tierConfig({
      dir: nginxDir,
      listen: `${host}:${port}`,
      innerPort,
      sitePorts,
      servicePorts,
      workers,
      accessLog,
    });
    const nginx = await startNginx({ binary: found.binary, dir: nginxDir, config, port });
    cleanups.push(nginx.stop);

    const siteSet = supervise({
      name: "share-web",
      script: SHARE_WEB,
      ports: sitePorts,
      metricsPorts: siteMetricsPorts,
      log,
      isStopping: () => stopping,
      envOf: (entry) => ({
        ...shared,
        SHARE_WEB_HOST: "127.0.0.1",
        SHARE_WEB_PORT: String(entry.port),
        SHARE_WEB_METRICS_PORT: String(entry.metricsPort),
        // The browser calls the service through the tier; the server through its inner port.
        DAVMU_API_BASE: env.DAVMU_API_BASE ?? process.env.DAVMU_API_BASE ?? origin,
        DAVMU_API_INNER_BASE: `http://127.0.0.1:${innerPort}`,
      }),
    });
    cleanups.push(siteSet.stopAll);
    await siteSet.startAll();
    const metrics = await serveTierMetrics({
      port: metricsPort,
      list: () => [...serviceSet.processes, ...siteSet.processes],
    });
    cleanups.push(metrics.stop);

    /** @type {(pid: number | undefined) => pid is number} */
    const known = (pid) => pid !== undefined;
    const pidsOf = (set) => set.processes.map((entry) => entry.program?.child.pid).filter(known);
    return {
      url: origin,
      siteUrl: `${origin}${BASE}/`,
      innerUrl: `http://127.0.0.1:${innerPort}`,
      /** Every process's metrics in one exposition, on loopback. */
      metricsUrl: metrics.url,
      dataDir: dir,
      databaseUrl: url,
      innerSecret: shared.DAVMU_INNER_SECRET,
      idSalt: shared.DAVMU_ID_SALT,
      nginx,
      upstreamLog: path.join(nginxDir, "upstream.log"),
      sites: siteSet.processes,
      services: serviceSet.processes,
      /** Every process of the shape by role, for memory figures. */
      pids: () => ({
        nginx: [nginx.child.pid, ...nginx.workerPids()].filter(known),
        sites: pidsOf(siteSet),
        services: pidsOf(serviceSet),
        postgres: [pg?.child?.pid].filter(known),
      }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
