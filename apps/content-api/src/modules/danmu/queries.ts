import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The content types danmu fly over. */
export const DANMU_TYPES = ["video", "svideo"] as const;

/** A published video danmu may be read or sent for: its length in seconds; undefined otherwise. */
export function findDanmuVideo(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("contents")
    .select(["id", "duration"])
    .where("id", "=", id)
    .where("status", "=", "published")
    .where("type", "in", DANMU_TYPES)
    .executeTakeFirst();
}

/**
 * A video's danmu from `from` up to (not including) `to` ms, by time then as sent; at most `limit`.
 * Those held for review are left out.
 */
export function listDanmu(
  db: Kysely<Database>,
  input: { contentId: number; from: number; to: number; limit: number },
) {
  return db
    .selectFrom("danmu")
    .select(["id", "text", "offset_ms", "colour", "mode"])
    .where("content_id", "=", input.contentId)
    .where("held", "=", 0)
    .where("offset_ms", ">=", input.from)
    .where("offset_ms", "<", input.to)
    .orderBy("offset_ms")
    .orderBy("id")
    .limit(input.limit)
    .execute();
}

export type DanmuRow = Awaited<ReturnType<typeof listDanmu>>[number];
