import fs from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { DATABASE_FILE, openDatabase } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { mediaDir } from "./modules/media/routes.ts";
import { warnOfProductionRisks } from "./production-warnings.ts";
import { seedDatabase } from "./seed/index.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  warnOfProductionRisks(config);
  const db = openDatabase(path.join(config.dataDir, DATABASE_FILE));
  const applied = await migrateToLatest(db);
  if (applied.length > 0) console.log(`content-api: migrated ${applied.join(", ")}`);
  // The media folder exists even unseeded, so the static handler has a root to serve from.
  fs.mkdirSync(mediaDir(config.dataDir), { recursive: true });
  if (config.seed) await seedDatabase(db, { mediaDir: mediaDir(config.dataDir), log: console.log });

  const server = serve(
    { fetch: createApp({ db, config }).fetch, hostname: config.host, port: config.port },
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
    // Stop taking connections, let running requests finish, then close the database (WAL checkpoint).
    server.close(() => {
      db.destroy().then(
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
