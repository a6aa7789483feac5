import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createLifecycle, createLogger, startOperating, stopOnSignals } from "@davmu/ops";
import type { ServerBuild } from "react-router";
import { getServerConfig } from "../app/platform/config.server.ts";
import { BASE, createApp } from "./app.ts";
import { configureHeap, warnOfHeapRisks } from "./heap.ts";
import { pageHandler } from "./page-handler.ts";
import { checkProductionStart } from "./production-warnings.ts";

/** The site's metrics port unless SHARE_WEB_METRICS_PORT says otherwise (0: none). */
const DEFAULT_METRICS_PORT = 9464;

const log = createLogger("share-web");

async function main() {
  configureHeap();
  // The built site runs React's production build unless told otherwise (docs/decisions/0029). React
  // picks its build when first loaded, so the router (which loads it) is imported only after this:
  // the page handler imports it when called.
  process.env.NODE_ENV ??= "production";
  const buildDir = path.resolve(import.meta.dirname, "../build");
  const config = getServerConfig();
  const warn = (line: string) => log.warn(line);
  checkProductionStart(config, process.env.NODE_ENV, warn);
  warnOfHeapRisks(process.execArgv, process.env.NODE_OPTIONS, process.env.NODE_ENV, warn);
  const lifecycle = createLifecycle();
  const ops = await startOperating({
    program: "share-web",
    prefix: "SHARE_WEB",
    defaultMetricsPort: DEFAULT_METRICS_PORT,
    lifecycle,
    log,
  });
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = createApp({
    clientDir: path.join(buildDir, "client"),
    config,
    renderPage: await pageHandler(build, (res) => res.locals.documentContext),
    log,
    lifecycle,
  });
  const server: Server = app.listen(config.SHARE_WEB_PORT, config.SHARE_WEB_HOST, async () => {
    const address = `http://${config.SHARE_WEB_HOST}:${config.SHARE_WEB_PORT}${BASE}/`;
    await warmUp(address);
    lifecycle.started();
    log.info(`share-web listening on ${address} (${process.env.NODE_ENV})`);
  });
  stopOnSignals({ server, lifecycle, log, timeoutMs: ops.shutdownTimeoutMs });
}

/**
 * Renders one page before the site says it is ready. The first render of a fresh process is several
 * times slower than the next (code loaded and compiled on first use): without this, the first
 * visitor after a start during an outage would see the error page late.
 */
async function warmUp(address: string) {
  try {
    await (await fetch(`${address}404`, { signal: AbortSignal.timeout(5_000) })).arrayBuffer();
  } catch {
    // A page that fails to render still warmed what it ran; the site starts all the same.
  }
}

try {
  await main();
} catch (error) {
  // A refused start (a public default secret in production) says why, without a stack trace.
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
