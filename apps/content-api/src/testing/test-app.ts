import os from "node:os";
import path from "node:path";
import { apiPaths } from "@davmu/contract";
import { createIdCodec } from "@davmu/ids";
import { createApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { mediaDir } from "../modules/media/routes.ts";
import { seedDatabase } from "../seed/index.ts";

/**
 * Shared by every test file: media names carry a hash of their source and are written atomically,
 * so files rendered by one run are reused by the next and the suite stays fast. The seed test
 * renders into its own fresh folder.
 */
export const TEST_DATA_DIR = path.join(os.tmpdir(), "davmu-content-api-test");
export const TEST_PUBLIC_URL = "http://api.test";

/** A configuration from defaults only, never from the developer's environment. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ CONTENT_API_DATA_DIR: TEST_DATA_DIR, CONTENT_API_PUBLIC_URL: TEST_PUBLIC_URL, ...env });
}

/** A fresh in-memory database, migrated and seeded, behind a new app; `now` fixes its clock. */
export async function createTestApp(env: Record<string, string> = {}, options: { now?: () => number } = {}) {
  const config = testConfig(env);
  const db = openDatabase(":memory:");
  await migrateToLatest(db);
  await seedDatabase(db, { mediaDir: mediaDir(config.dataDir) });
  const app = createApp({ db, config, now: options.now });
  const ids = createIdCodec(config.idSalt);
  /** GET or POST through `app.request()`, with the parsed JSON body. */
  const call = async (url: string, init?: RequestInit) => {
    const res = await app.request(url, init);
    const text = await res.text();
    return { res, status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return { app, db, config, ids, paths: apiPaths(config.prefixes), call };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The database ids of the seeded items, by status and source. */
export async function seededIds(t: TestApp) {
  const rows = await t.db.selectFrom("contents").select(["id", "status", "mp_id", "channel_id"]).execute();
  return {
    published: rows.filter((r) => r.status === "published"),
    drafts: rows.filter((r) => r.status === "draft").map((r) => r.id),
    mpItems: rows.filter((r) => r.status === "published" && r.mp_id !== null).map((r) => r.id),
    channelItems: rows.filter((r) => r.status === "published" && r.mp_id === null).map((r) => r.id),
  };
}
