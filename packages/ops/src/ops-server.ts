import { createServer, type Server } from "node:http";
import type { Logger } from "pino";
import type { Lifecycle, Probe } from "./lifecycle.ts";
import { collectProcessMetrics, registry } from "./metrics.ts";
import { type OpsConfig, opsConfig } from "./ops-config.ts";

/** The probes' paths, on the program's own port and on its metrics port alike. */
export const LIVE_PATH = "/livez";
export const READY_PATH = "/readyz";

/** The answer to a probe path, or null for any other path. */
export function probe(path: string, lifecycle: Lifecycle): Promise<Probe> | Probe | null {
  if (path === LIVE_PATH) return lifecycle.live();
  if (path === READY_PATH) return lifecycle.ready();
  return null;
}

/**
 * The metrics listener: Prometheus's `/metrics` and the probes, on a port of its own that no
 * public proxy passes to (loopback by default). A port already taken is logged and the program
 * goes on without it, unless the port was asked for explicitly. It closes when the process begins
 * to stop, as the program's own port does, so that a replacement can take both ports while this
 * process finishes its requests (docs/decisions/0132).
 */
export function startOpsServer({
  host,
  port,
  required,
  lifecycle,
  log,
}: {
  host: string;
  port: number;
  /** The port was configured: a port that cannot be had stops the program. */
  required: boolean;
  lifecycle: Lifecycle;
  log: Logger;
}): Promise<Server> {
  const server = createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD" }).end();
        return;
      }
      if (path === "/metrics") {
        const text = await registry.metrics();
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(text);
        return;
      }
      const answer = await probe(path ?? "/", lifecycle);
      if (answer) {
        res
          .writeHead(answer.status, { "Content-Type": "application/json", "Cache-Control": "no-store" })
          .end(JSON.stringify(answer.body));
        return;
      }
      res
        .writeHead(404, { "Content-Type": "text/plain" })
        .end("metrics at /metrics, probes at /livez and /readyz\n");
    } catch (error) {
      log.error({ err: error }, "metrics: the answer failed");
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (required) return reject(new Error(`cannot listen for metrics on ${host}:${port}: ${error.code}`));
      log.warn({ host, port, code: error.code }, "metrics: port unavailable; running without metrics");
      resolve(server);
    });
    server.listen(port, host, () => {
      // Ends with the process: it never holds a stop open.
      server.unref();
      lifecycle.drainSignal.addEventListener("abort", () => server.close(), { once: true });
      log.info({ address: `http://${host}:${port}/metrics` }, "metrics listening");
      resolve(server);
    });
  });
}

/**
 * A program's operating start: its settings read (`opsConfig`), Node's own metrics collected, and
 * the metrics listener started unless its port is 0.
 */
export async function startOperating({
  program,
  prefix,
  defaultMetricsPort,
  lifecycle,
  log,
}: {
  program: string;
  prefix: string;
  defaultMetricsPort: number;
  lifecycle: Lifecycle;
  log: Logger;
}): Promise<OpsConfig> {
  const ops = opsConfig(program, prefix, defaultMetricsPort);
  collectProcessMetrics(program);
  if (ops.metricsPort > 0)
    await startOpsServer({
      host: ops.metricsHost,
      port: ops.metricsPort,
      required: ops.metricsRequired,
      lifecycle,
      log,
    });
  return ops;
}
