import fs from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { openDatabase } from "./db/connection.ts";
import { withMaintenanceDatabase } from "./db/maintenance.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createLiveBroker } from "./live/create-broker.ts";
import { mediaDir } from "./modules/media/routes.ts";
import { warnOfProductionRisks } from "./production-warnings.ts";
import { seedDatabase } from "./seed/index.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  warnOfProductionRisks(config);
  const db = openDatabase(config.database);
  console.log(`content-api: database ${describeDatabase(config)}`);
  // The media folder exists even unseeded, so the static handler has a root to serve from.
  fs.mkdirSync(mediaDir(config.dataDir), { recursive: true });
  await withMaintenanceDatabase(config.database, db, async (maintenance) => {
    const applied = await migrateToLatest(maintenance);
    if (applied.length > 0) console.log(`content-api: migrated ${applied.join(", ")}`);
    if (config.seed)
      await seedDatabase(maintenance, { mediaDir: mediaDir(config.dataDir), log: console.log });
  });

  const broker = createLiveBroker(config.database, db);
  const server = serve(
    { fetch: createApp({ db, config, broker }).fetch, hostname: config.host, port: config.port },
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
      Promise.all([broker.close(), db.destroy()]).then(
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
