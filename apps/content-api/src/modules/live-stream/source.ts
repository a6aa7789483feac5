import fs from "node:fs/promises";
import path from "node:path";
import { LIVE_STATUS, MEDIA_PATH_PREFIX } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The recorded rendition behind a room's stream key: its playlist's text, read from the media
 * folder, and the path its segment names are relative to. Null for a key no room has, or a source
 * that is not a playlist under /media/ (an editor's mistake must not read other files).
 */
export function roomStreamSource(db: Kysely<Database>, mediaDir: string) {
  return async (key: string): Promise<{ text: string; segmentBase: string } | null> => {
    const row = await db
      .selectFrom("live_details")
      .select("stream_source")
      .where("stream_key", "=", key)
      .executeTakeFirst();
    const source = row?.stream_source;
    if (!source?.startsWith(MEDIA_PATH_PREFIX) || !source.endsWith(".m3u8") || /\.\.|\\|\0/.test(source)) {
      return null;
    }
    const relative = source.slice(MEDIA_PATH_PREFIX.length);
    try {
      const text = await fs.readFile(path.join(mediaDir, relative), "utf8");
      return { text, segmentBase: `${MEDIA_PATH_PREFIX}${path.posix.dirname(relative)}/` };
    } catch {
      // Not made yet (the demo media are encoded after the first start) or gone: no stream for now.
      return null;
    }
  };
}

/**
 * Whether a stream key's room may be played: not while an editor holds the room for review
 * (docs/decisions/0075), so a player that kept the address gets nothing more either.
 */
export function roomStreamOnAir(db: Kysely<Database>) {
  return async (key: string): Promise<boolean> => {
    const row = await db
      .selectFrom("live_details")
      .select("live_status")
      .where("stream_key", "=", key)
      .executeTakeFirst();
    return row !== undefined && row.live_status !== LIVE_STATUS.review;
  };
}
