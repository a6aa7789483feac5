// The demo content's program: `node packages/demo-content/dist/demo-content.mjs` beside the content
// service (npm start, the browser tests, the tier and the benchmarks start it through
// scripts/stack.mjs). It finds the database as the service does (DATABASE_URL, else SQLite in
// CONTENT_API_DATA_DIR), migrates it, seeds the demo set (idempotent), says `demo-content: ready`,
// then makes the seed's audio and video in the background and keeps the upcoming demo live room
// ahead of the clock for as long as it runs. The service's own bundle holds none of this
// (docs/decisions/0103). `--media` makes the media files and exits.
import fs from "node:fs";
import { loadConfig } from "@davmu/content-api/config.ts";
import { openDatabase } from "@davmu/content-api/db/connection.ts";
import { withMaintenanceDatabase } from "@davmu/content-api/db/maintenance.ts";
import { migrateToLatest } from "@davmu/content-api/db/migrate.ts";
import type { Database } from "@davmu/content-api/db/schema.ts";
import { mediaDir } from "@davmu/content-api/modules/media/folders.ts";
import type { Kysely } from "kysely";
import { loadDemoConfig } from "./config.ts";
import { DEMO_SCHEDULE_CHECK_MS, keepDemoRoomAhead } from "./demo-schedule.ts";
import { seedDatabase } from "./index.ts";
import { DEMO_MEDIA_PLAN, type DemoMediaManifest, generateDemoMedia } from "./media/index.ts";
import {
  type BackgroundMedia,
  MEDIA_COMMAND,
  makeMediaInBackground,
  runMediaCommand,
} from "./media-process.ts";
import { recordMediaFacts } from "./record-media.ts";

/** The line the start scripts wait for: the database holds the demo set and the service may start. */
const READY_LINE = "demo-content: ready";

async function main(): Promise<void> {
  const service = loadConfig();
  const demo = loadDemoConfig();
  const media = mediaDir(service.dataDir);
  if (process.argv.includes(MEDIA_COMMAND)) {
    await runMediaCommand(media, DEMO_MEDIA_PLAN);
    process.exit(0);
  }
  const db = openDatabase(service.database);
  fs.mkdirSync(media, { recursive: true });
  const seeded = await withMaintenanceDatabase(service.database, db, async (maintenance) => {
    const applied = await migrateToLatest(maintenance);
    if (applied.length > 0) console.log(`demo-content: migrated ${applied.join(", ")}`);
    return seedDatabase(maintenance, {
      mediaDir: media,
      log: console.log,
      liveDelayMinutes: demo.liveDelayMinutes,
    });
  });
  // The seed's rows name their audio and video files already; the files themselves take minutes on
  // a fresh data folder (docs/decisions/0041, 0042), and until one exists its URL answers 404.
  const makeMedia = seeded.media.skipped === 0 && demo.media !== "off";
  if (makeMedia && demo.media === "wait") {
    await recordFacts(
      db,
      await generateDemoMedia({ mediaDir: media, plan: DEMO_MEDIA_PLAN, log: console.log }),
    );
  }

  // The demo's room to come stays to come at every start, and comes round again while it runs.
  const keep = (on: "start" | "tick") =>
    keepDemoRoomAhead(db, Math.floor(Date.now() / 1000), demo.liveDelayMinutes, on).then(
      (moved) => moved && console.log("demo-content: the upcoming live room is scheduled again"),
      (error: Error) => console.error(`demo-content: the live schedule was not kept: ${error.message}`),
    );
  await keep("start");
  const ticks = setInterval(() => void keep("tick"), DEMO_SCHEDULE_CHECK_MS);

  console.log(READY_LINE);
  const background = makeMedia && demo.media === "background" ? startMedia(db) : undefined;

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    clearInterval(ticks);
    background?.stop();
    db.destroy().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

/** Makes the seed's media in a process of its own, then records their sizes; a failure is logged. */
function startMedia(db: Kysely<Database>): BackgroundMedia {
  console.log("demo-content: making the seed's audio and video in the background");
  const media = makeMediaInBackground();
  media.ready.then(
    (manifest) => recordFacts(db, manifest),
    (error: Error) =>
      console.error(`demo-content: the seed's audio and video were not all made: ${error.message}`),
  );
  return media;
}

async function recordFacts(db: Kysely<Database>, manifest: DemoMediaManifest): Promise<void> {
  try {
    const changed = await recordMediaFacts(db, manifest);
    console.log(`demo-content: the seed's audio and video are ready (${changed} sizes recorded)`);
  } catch (error) {
    console.error("demo-content: the sizes of the seed's audio and video were not recorded", error);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
