// The production shape on one machine, as `npm run start:scale`, the tier's tests and the bench
// start it: M content-service processes on one database, N site processes, and nginx in front of
// them on one port (docs/decisions/0039-nginx-cache-tier-and-scale-command.md).
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureNginx, startNginx } from "../nginx.mjs";
import { sparePort, startPostgres } from "../postgres.mjs";
import { CONTENT_API, localSecrets, SHARE_WEB, startDemo, startProgram } from "../stack.mjs";
import { serveTierMetrics } from "./metrics-scrape.mjs";
import { BASE, tierConfig } from "./tier-config.mjs";

/** A restarted process that dies again waits longer before the next start, up to this. */
const MAX_RESTART_DELAY_MS = 30_000;
/** How long a stopping process may keep its ports: its own stop gives up after 8 s. */
const RELEASE_WAIT_MS = 10_000;

/** Resolves once nothing listens on a loopback port any more (or after `timeoutMs`). */
async function released(port, timeoutMs = RELEASE_WAIT_MS) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const listening = await new Promise((resolve) => {
      const socket = net.connect({ port, host: "127.0.0.1" });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (!listening) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * One kind of program, `count` processes of it on their own ports, each started again when it
 * dies (after a growing delay while it keeps dying at once), and restarted on demand without a
 * gap longer than its replacement's start.
 */
function supervise({ name, script, ports, metricsPorts, envOf, log, isStopping }) {
  const processes = ports.map((port, index) => ({
    name: `${name} ${index + 1}`,
    port,
    metricsPort: metricsPorts[index],
    program: null,
  }));
  /** Every process of this kind still running, those finishing their requests after a restart too. */
  const running = new Set();
  const start = (entry) => {
    const program = startProgram({ name: entry.name, script, env: envOf(entry), log });
    entry.program = program;
    entry.startedAt = Date.now();
    running.add(program);
    program.child.once("exit", (code, signal) => {
      running.delete(program);
      // A process replaced on purpose (restart below) has its successor already.
      if (isStopping() || entry.program !== program) return;
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
  /**
   * Replaces one process: it is told to stop (SIGTERM: it stops listening at once and finishes its
   * requests), and its successor starts on the same ports as soon as they are free, while it
   * finishes. Resolves once the successor is ready. nginx sends the port's requests to the others
   * from the first refused connection until the successor listens (docs/decisions/0132).
   */
  const restart = async (entry) => {
    const old = entry.program;
    const pid = old?.child.pid;
    if (old && old.child.exitCode === null && old.child.signalCode === null) {
      old.child.kill("SIGTERM");
      await Promise.all([released(entry.port), released(entry.metricsPort)]);
    }
    const started = Date.now();
    await start(entry).ready;
    log(
      `[tier] ${entry.name} restarted (pid ${pid} → ${entry.program.child.pid}) in ${Date.now() - started} ms`,
    );
  };
  return {
    processes,
    /** Starts every process and resolves when they all listen. */
    startAll: () => Promise.all(processes.map((entry) => start(entry).ready)),
    restart,
    stopAll: () => Promise.all([...running].map((program) => program.stop())),
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
    /**
     * A rolling restart of every process (a new build, new settings): one site and one service
     * process at a time, each replaced as `restart` does, so each kind keeps its other processes
     * answering. A kind with a single process has a gap while it restarts.
     */
    let rolling = null;
    const rollingRestart = () => {
      rolling ??= (async () => {
        const started = Date.now();
        log("[tier] rolling restart: every site and content-service process, one of each at a time");
        try {
          for (let i = 0; i < Math.max(sites, services); i++) {
            await Promise.all([
              ...(i < services ? [serviceSet.restart(serviceSet.processes[i])] : []),
              ...(i < sites ? [siteSet.restart(siteSet.processes[i])] : []),
            ]);
          }
          log(`[tier] rolling restart done in ${Date.now() - started} ms`);
        } finally {
          rolling = null;
        }
      })();
      return rolling;
    };
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
      rollingRestart,
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
