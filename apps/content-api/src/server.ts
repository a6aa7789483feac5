import fs from "node:fs";
import type { Server } from "node:http";
import { createLifecycle, createLogger, startOperating, stopOnSignals } from "@davmu/ops";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createLiveBroker } from "./broker/create-broker.ts";
import { type Config, loadConfig } from "./config.ts";
import { openDatabase } from "./db/connection.ts";
import { withMaintenanceDatabase } from "./db/maintenance.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { roomOnlineCount } from "./deps.ts";
import { serviceReadiness } from "./http/readiness.ts";
import { sweepUnclaimedUploads, UPLOAD_SWEEP_INTERVAL_MS } from "./modules/forms/uploads.ts";
import { mediaDir } from "./modules/media/folders.ts";
import { checkProductionStart } from "./production-warnings.ts";

/** The service's metrics port unless CONTENT_API_METRICS_PORT says otherwise (0: none). */
const DEFAULT_METRICS_PORT = 9465;

const log = createLogger("content-api");

async function main(): Promise<void> {
  const config = loadConfig();
  checkProductionStart(config, process.env.NODE_ENV, (line) => log.warn(line));
  const lifecycle = createLifecycle();
  const ops = await startOperating({
    program: "content-api",
    prefix: "CONTENT_API",
    defaultMetricsPort: DEFAULT_METRICS_PORT,
    lifecycle,
    log,
  });
  const db = openDatabase(config.database);
  log.info(`database ${describeDatabase(config)}`);
  // The media folder exists even unseeded, so the static handler has a root to serve from.
  fs.mkdirSync(mediaDir(config.dataDir), { recursive: true });
  // The demo content is not the service's: packages/demo-content seeds it, beside the service
  // (docs/decisions/0103).
  const applied = await withMaintenanceDatabase(config.database, db, migrateToLatest);
  if (applied.length > 0) log.info({ migrations: applied }, `migrated ${applied.join(", ")}`);

  // Pictures uploaded for a sign-up that never came are removed after a day (modules/forms/uploads.ts).
  const sweep = () =>
    sweepUnclaimedUploads(db, mediaDir(config.dataDir), Math.floor(Date.now() / 1000)).then(
      (removed) => removed > 0 && log.info({ removed }, "removed unclaimed uploads"),
      (error: Error) => log.error({ err: error }, "unclaimed uploads were not swept"),
    );
  void sweep();
  setInterval(() => void sweep(), UPLOAD_SWEEP_INTERVAL_MS).unref();

  const broker = createLiveBroker(config.database, db);
  const online = roomOnlineCount(db, broker, () => Math.floor(Date.now() / 1000));
  const app = createApp({ db, config, broker, online, lifecycle, log });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
    lifecycle.started(serviceReadiness(db));
    log.info(`content-api listening on http://${config.host}:${config.port}`);
  }) as Server;

  server.on("error", (error: NodeJS.ErrnoException) => {
    log.fatal(`cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
    process.exit(1);
  });

  stopOnSignals({
    server,
    lifecycle,
    log,
    timeoutMs: ops.shutdownTimeoutMs,
    // This process's viewers leave the rooms' counts first: the others stop counting them at once.
    // Then the broker's connection and the database (WAL checkpoint on SQLite).
    finish: () =>
      online
        .close()
        .catch(() => {})
        .then(() => Promise.all([broker.close(), db.destroy()])),
  });
}

/** Which database, for the log: never the password of a PostgreSQL URL. */
function describeDatabase({ database }: Config): string {
  if (database.dialect === "sqlite") return `SQLite ${database.file}`;
  const url = new URL(database.url);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname} (pool ${database.poolSize})`;
}

main().catch((error: unknown) => {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
