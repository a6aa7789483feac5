import type { Database } from "@davmu/content-api/db/schema.ts";
import { type DanmuInput, insertDanmu } from "@davmu/content-api/write/write-danmu.ts";
import type { DanmuMode } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { PlannedMediaItem } from "./plan-media.ts";
import { createRandom, hashString, type Random } from "./random.ts";
import {
  DANMU_BY_CHANNEL,
  DANMU_CLOSING,
  DANMU_GENERAL,
  DANMU_MOMENTS,
  DANMU_OPENING,
} from "./text/media/danmu.ts";

/** Most danmu are white; the rest in the colours viewers pick most. */
const COLOURS = ["#fe0302", "#ffff00", "#00cd00", "#89d5ff", "#ff7204", "#cc0273", "#a0ee00", "#ffaa02"];
const WHITE = "#ffffff";

type Line = Omit<DanmuInput, "content_id" | "created_at">;

function styled(r: Random, text: string, offset: number): Line {
  const m = r.next();
  const mode: DanmuMode = m < 0.86 ? "scroll" : m < 0.95 ? "top" : "bottom";
  return {
    text,
    offset_ms: Math.max(0, Math.round(offset)),
    colour: r.next() < 0.72 ? WHITE : r.pick(COLOURS),
    mode,
  };
}

/**
 * The danmu of one video: viewers arriving in the first seconds, lines of its own at the moments
 * they speak of, the channel's and general lines spread over it, goodbyes at the end. Dozens for a
 * video, a couple of dozen for an episode, fewer for a ten-second clip; the same video always gets
 * the same ones.
 */
export function planDanmu(item: PlannedMediaItem): Line[] {
  const r = createRandom(hashString(`danmu:${item.sourceKey}`));
  const ms = (item.duration ?? 0) * 1000;
  const total = item.type === "svideo" ? r.int(16, 22) : item.album ? r.int(24, 30) : r.int(36, 46);
  const lines: Line[] = [];
  for (const text of r.shuffle(DANMU_OPENING).slice(0, r.int(2, 4)))
    lines.push(styled(r, text, 300 + r.next() * 2700));
  for (const [at, text] of DANMU_MOMENTS[item.mediaKey ?? ""] ?? [])
    lines.push(styled(r, text, at * ms + (r.next() - 0.5) * 1200));
  const closing = r.shuffle(DANMU_CLOSING).slice(0, r.int(1, 3));
  const pool = r.shuffle([...(DANMU_BY_CHANNEL[item.channel.slug] ?? []), ...DANMU_GENERAL]);
  for (const text of pool.slice(0, Math.max(0, total - lines.length - closing.length)))
    lines.push(styled(r, text, 1000 + r.next() * Math.max(0, ms - 2000)));
  for (const text of closing) lines.push(styled(r, text, ms - 2500 + r.next() * 2000));
  return lines;
}

/** Writes the danmu of every video that has none yet; returns how many were written. */
export async function seedDanmu(
  db: Kysely<Database>,
  items: readonly PlannedMediaItem[],
  now: number,
): Promise<number> {
  const videos = items.filter((i) => i.type === "video" || i.type === "svideo");
  if (videos.length === 0) return 0;
  const rows = await db
    .selectFrom("contents as c")
    .select(["c.id", "c.source_key", "c.publish_time"])
    .where(
      "c.source_key",
      "in",
      videos.map((v) => v.sourceKey),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("danmu as d").select("d.id").whereRef("d.content_id", "=", "c.id"))),
    )
    .execute();
  let written = 0;
  for (const row of rows) {
    const item = videos.find((v) => v.sourceKey === row.source_key)!;
    const r = createRandom(hashString(`danmu-times:${item.sourceKey}`));
    // Sent some time between publication and now, as viewers came.
    const inputs = planDanmu(item).map((line) => ({
      ...line,
      content_id: row.id,
      created_at: row.publish_time + Math.round(r.next() * Math.max(0, now - row.publish_time)),
    }));
    written += (await insertDanmu(db, inputs)).length;
  }
  return written;
}
