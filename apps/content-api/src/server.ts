import fs from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createLiveBroker } from "./broker/create-broker.ts";
import { type Config, loadConfig } from "./config.ts";
import { openDatabase } from "./db/connection.ts";
import { withMaintenanceDatabase } from "./db/maintenance.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { roomOnlineCount } from "./deps.ts";
import { sweepUnclaimedUploads, UPLOAD_SWEEP_INTERVAL_MS } from "./modules/forms/uploads.ts";
import { mediaDir } from "./modules/media/folders.ts";
import { checkProductionStart } from "./production-warnings.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  checkProductionStart(config);
  const db = openDatabase(config.database);
  console.log(`content-api: database ${describeDatabase(config)}`);
  // The media folder exists even unseeded, so the static handler has a root to serve from.
  fs.mkdirSync(mediaDir(config.dataDir), { recursive: true });
  // The demo content is not the service's: packages/demo-content seeds it, beside the service
  // (docs/decisions/0103).
  const applied = await withMaintenanceDatabase(config.database, db, migrateToLatest);
  if (applied.length > 0) console.log(`content-api: migrated ${applied.join(", ")}`);

  // Pictures uploaded for a sign-up that never came are removed after a day (modules/forms/uploads.ts).
  const sweep = () =>
    sweepUnclaimedUploads(db, mediaDir(config.dataDir), Math.floor(Date.now() / 1000)).then(
      (removed) => removed > 0 && console.log(`content-api: removed ${removed} unclaimed upload(s)`),
      (error: Error) => console.error(`content-api: unclaimed uploads were not swept: ${error.message}`),
    );
  void sweep();
  setInterval(() => void sweep(), UPLOAD_SWEEP_INTERVAL_MS).unref();

  const broker = createLiveBroker(config.database, db);
  const online = roomOnlineCount(db, broker, () => Math.floor(Date.now() / 1000));
  const server = serve(
    { fetch: createApp({ db, config, broker, online }).fetch, hostname: config.host, port: config.port },
    () => {
      console.log(`content-api listening on http://${config.host}:${config.port}`);
    },
  );

  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      `content-api: cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`,
    );
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`content-api: ${signal}, closing`);
    // Stop taking connections, let running requests finish, then close the broker's connection and
    // the database (WAL checkpoint on SQLite).
    server.close(() => {
      // This process's viewers leave the rooms' counts first: the others stop counting them at once.
      online
        .close()
        .catch(() => {})
        .then(() => Promise.all([broker.close(), db.destroy()]))
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
    // Keep-alive connections would hold close() open: end idle ones now, and give up after 5 s.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

/** Which database, for the log: never the password of a PostgreSQL URL. */
function describeDatabase({ database }: Config): string {
  if (database.dialect === "sqlite") return `SQLite ${database.file}`;
  const url = new URL(database.url);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname} (pool ${database.poolSize})`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
