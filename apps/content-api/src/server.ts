import fs from "node:fs";
import { serve } from "@hono/node-server";
import type { Kysely } from "kysely";
import { createApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { openDatabase } from "./db/connection.ts";
import { withMaintenanceDatabase } from "./db/maintenance.ts";
import { migrateToLatest } from "./db/migrate.ts";
import type { Database } from "./db/schema.ts";
import { roomOnlineCount } from "./deps.ts";
import { createLiveBroker } from "./live/create-broker.ts";
import { sweepUnclaimedUploads, UPLOAD_SWEEP_INTERVAL_MS } from "./modules/forms/uploads.ts";
import { mediaDir } from "./modules/media/routes.ts";
import { checkProductionStart } from "./production-warnings.ts";
import { DEMO_SCHEDULE_CHECK_MS, keepDemoRoomAhead } from "./seed/demo-schedule.ts";
import { seedDatabase } from "./seed/index.ts";
import { DEMO_MEDIA_PLAN, type DemoMediaManifest, generateDemoMedia } from "./seed/media/index.ts";
import {
  type BackgroundMedia,
  MEDIA_COMMAND,
  makeMediaInBackground,
  runMediaCommand,
} from "./seed/media-process.ts";
import { recordMediaFacts } from "./seed/record-media.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv.includes(MEDIA_COMMAND)) {
    // `node dist/server.mjs --media`: make the seed's audio and video in the data folder, and exit.
    await runMediaCommand(mediaDir(config.dataDir), DEMO_MEDIA_PLAN);
    process.exit(0);
  }
  checkProductionStart(config);
  const db = openDatabase(config.database);
  console.log(`content-api: database ${describeDatabase(config)}`);
  // The media folder exists even unseeded, so the static handler has a root to serve from.
  fs.mkdirSync(mediaDir(config.dataDir), { recursive: true });
  const seeded = await withMaintenanceDatabase(config.database, db, async (maintenance) => {
    const applied = await migrateToLatest(maintenance);
    if (applied.length > 0) console.log(`content-api: migrated ${applied.join(", ")}`);
    if (!config.seed) return null;
    return seedDatabase(maintenance, {
      mediaDir: mediaDir(config.dataDir),
      log: console.log,
      liveDelayMinutes: config.demoLiveDelayMinutes,
    });
  });
  // The seed's rows name their audio and video files already; the files themselves take minutes on
  // a fresh data folder (docs/decisions/0041, 0042), and until one exists its URL answers 404.
  const makeMedia = seeded !== null && seeded.media.skipped === 0 && config.media !== "off";
  if (makeMedia && config.media === "wait") {
    const manifest = await generateDemoMedia({
      mediaDir: mediaDir(config.dataDir),
      plan: DEMO_MEDIA_PLAN,
      log: console.log,
    });
    await recordFacts(db, manifest);
  }

  // The demo's room to come stays to come at every start, and comes round again while it runs.
  if (config.seed) {
    const keep = (on: "start" | "tick") =>
      keepDemoRoomAhead(db, Math.floor(Date.now() / 1000), config.demoLiveDelayMinutes, on).then(
        (moved) => moved && console.log("content-api: the demo's upcoming live room is scheduled again"),
        (error: Error) =>
          console.error(`content-api: the demo's live schedule was not kept: ${error.message}`),
      );
    await keep("start");
    setInterval(() => void keep("tick"), DEMO_SCHEDULE_CHECK_MS).unref();
  }

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
  let media: BackgroundMedia | undefined;
  const server = serve(
    { fetch: createApp({ db, config, broker, online }).fetch, hostname: config.host, port: config.port },
    () => {
      console.log(`content-api listening on http://${config.host}:${config.port}`);
      if (makeMedia && config.media === "background") media = startMedia(db);
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
    media?.stop();
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

/** Makes the seed's media in a process of its own, then records their sizes; a failure is logged. */
function startMedia(db: Kysely<Database>): BackgroundMedia {
  console.log("content-api: making the seed's audio and video in the background");
  const media = makeMediaInBackground();
  media.ready.then(
    (manifest) => recordFacts(db, manifest),
    (error: Error) =>
      console.error(`content-api: the seed's audio and video were not all made: ${error.message}`),
  );
  return media;
}

async function recordFacts(db: Kysely<Database>, manifest: DemoMediaManifest): Promise<void> {
  try {
    const changed = await recordMediaFacts(db, manifest);
    console.log(`content-api: the seed's audio and video are ready (${changed} sizes recorded)`);
  } catch (error) {
    console.error("content-api: the sizes of the seed's audio and video were not recorded", error);
  }
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
