import { apiPaths } from "@davmu/contract";
import { createIdCodec } from "@davmu/ids";
import { capturingLogger, type Lifecycle } from "@davmu/ops";
import { createApp } from "../app.ts";
import { createLiveBroker } from "../broker/create-broker.ts";
import type { Database } from "../db/schema.ts";
import { roomOnlineCount } from "../deps.ts";
import { testConfig } from "./test-config.ts";
import { onRelease, openTestDatabase, reopenTestDatabase, type TestDatabase } from "./test-database.ts";

export { TEST_DATA_DIR, TEST_PUBLIC_URL, testConfig } from "./test-config.ts";

type TestAppOptions = {
  /** Fixes the app's clock (seconds). */
  now?: () => number;
  /** Another process beside this app: the same database, through a connection of its own. */
  beside?: { database: TestDatabase };
  /** A database of the test's own making (a SQLite file) instead of a fresh one. */
  database?: TestDatabase;
  /** The process's state, for a test that stops it; by default ready at once. */
  lifecycle?: Lifecycle;
};

/**
 * A fresh database, migrated and seeded (a copy of the seeded template: in memory on SQLite, a
 * database of its own on PostgreSQL), behind a new app.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  // The configuration is read first: a test of a bad value should not need a database.
  testConfig(env);
  const database = options.beside
    ? reopenTestDatabase(options.beside.database)
    : (options.database ?? (await openTestDatabase()));
  const config = testConfig({ ...database.env, ...env });
  const { db } = database;
  const broker = createLiveBroker(config.database, db);
  onRelease(() => broker.close());
  const online = roomOnlineCount(db, broker, options.now ?? (() => Math.floor(Date.now() / 1000)));
  onRelease(() => online.close());
  // What the service logs, kept for the test to read.
  const { log, lines: logged } = capturingLogger("content-api");
  const app = createApp({ db, config, now: options.now, broker, online, log, lifecycle: options.lifecycle });
  const ids = createIdCodec(config.idSalt);
  /** GET or POST through `app.request()`, with the parsed JSON body. */
  const call = async (url: string, init?: RequestInit) => {
    const res = await app.request(url, init);
    const text = await res.text();
    return { res, status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return { app, db, database, broker, online, config, ids, paths: apiPaths(config.prefixes), call, logged };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The database ids of the seeded items, by status, source and type. */
export async function seededIds(t: TestApp) {
  const rows = await t.db
    .selectFrom("contents")
    .select(["id", "status", "mp_id", "channel_id", "type"])
    .orderBy("id")
    .execute();
  const members = new Set(
    (await t.db.selectFrom("album_items").select("item_id").execute()).map((r) => r.item_id),
  );
  const published = rows.filter((r) => r.status === "published");
  return {
    published,
    /** What the lists show: published items, an album's episodes and tracks left to their album. */
    listed: published.filter((r) => !members.has(r.id)),
    albumMembers: published.filter((r) => members.has(r.id)),
    byType: (type: string) => published.filter((r) => r.type === type),
    drafts: rows.filter((r) => r.status === "draft").map((r) => r.id),
    mpItems: rows.filter((r) => r.status === "published" && r.mp_id !== null).map((r) => r.id),
    channelItems: rows.filter((r) => r.status === "published" && r.mp_id === null).map((r) => r.id),
  };
}

/** The tables whose rows the seed names by a `source_key`. */
type SeededTable = {
  [K in keyof Database]: Database[K] extends { id: unknown; source_key: unknown } ? K : never;
}[keyof Database];

/**
 * The database id of the row the seed made under `sourceKey` (`seed:live:marathon`), in `table`
 * (an item in `contents` unless said otherwise).
 */
export async function seededId(
  t: TestApp,
  sourceKey: string,
  table: SeededTable = "contents",
): Promise<number> {
  // Every seeded table has the same two columns: read as `contents`, whose types they share.
  const row = await t.db
    .selectFrom(table as "contents")
    .select("id")
    .where("source_key", "=", sourceKey)
    .executeTakeFirstOrThrow();
  return row.id;
}
