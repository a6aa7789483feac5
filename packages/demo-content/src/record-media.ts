import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";
import type { DemoMediaManifest } from "./media/index.ts";

/**
 * Records what is only known once the files are made: the bytes of each video's MP4 and of each
 * track, and each rendition's measured peak bit rate. Rows are found by URL, so every item that
 * points at a file gets its facts; rows that already hold them are not written again. Returns how
 * many rows it changed.
 */
export async function recordMediaFacts(db: Kysely<Database>, manifest: DemoMediaManifest): Promise<number> {
  const facts: { url: string; size_bytes?: number; bandwidth?: number }[] = [];
  const videos = [...manifest.videos, ...manifest.clips, ...manifest.videoAlbums.flatMap((a) => a.items)];
  for (const v of videos) {
    facts.push({ url: v.mp4, size_bytes: v.mp4Bytes });
    for (const r of v.renditions) facts.push({ url: r.playlist, bandwidth: r.bandwidth });
  }
  for (const a of manifest.audioAlbums.flatMap((album) => album.items))
    facts.push({ url: a.url, size_bytes: a.bytes });
  return db.transaction().execute(async (trx) => {
    let changed = 0;
    for (const { url, ...set } of facts) {
      let update = trx.updateTable("media_files").set(set).where("url", "=", url);
      update =
        set.size_bytes === undefined
          ? update.where((eb) => eb.or([eb("bandwidth", "is", null), eb("bandwidth", "!=", set.bandwidth!)]))
          : update.where((eb) =>
              eb.or([eb("size_bytes", "is", null), eb("size_bytes", "!=", set.size_bytes!)]),
            );
      const result = await update.executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    return changed;
  });
}
