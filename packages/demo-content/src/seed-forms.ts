/**
 * Writes the demo activities (seed-activities.ts) with their banners, and the mini programs
 * (seed-mini-programs.ts) after them.
 */
import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";
import { pictureJob } from "./image-jobs.ts";
import type { ImageJob, RenderedImage } from "./render-images.ts";
import { ACTIVITIES, type ActivitySeed } from "./seed-activities.ts";
import { miniProgramImageJobs, seedMiniPrograms } from "./seed-mini-programs.ts";

const DAY = 24 * 3600;
const BANNER = { width: 750, height: 400 } as const;

/** Seconds of `hour` (China time) on the China day `days` after the one `now` falls on. */
function chinaTime(now: number, days: number, hour: number): number {
  const offset = 8 * 3600;
  const dayStart = Math.floor((now + offset) / DAY) * DAY - offset;
  return dayStart + days * DAY + Math.round(hour * 3600);
}

const bannerName = (a: ActivitySeed) => `seed/activities/${a.key.split(":").at(-1)}`;

/** The pictures of the activities and mini programs, drawn at seed time (docs/decisions/0025). */
export function formImageJobs(): ImageJob[] {
  return [...ACTIVITIES.map((a) => pictureJob(bannerName(a), a.banner, BANNER)), ...miniProgramImageJobs()];
}

/** Writes the activities and mini programs not there yet; returns how many it added. */
export async function seedForms(
  db: Kysely<Database>,
  images: Map<string, RenderedImage>,
  now: number,
): Promise<number> {
  const mpIds = new Map(
    (await db.selectFrom("media_accounts").select(["id", "name"]).execute()).map((m) => [m.name, m.id]),
  );
  const channelIds = new Map(
    (await db.selectFrom("channels").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );
  let added = 0;
  for (const a of ACTIVITIES) {
    const banner = images.get(bannerName(a))!;
    const start = chinaTime(now, a.start, a.startHour);
    const inserted = await db
      .insertInto("activities")
      .values({
        source_key: a.key,
        title: a.title,
        banner_url: banner.url,
        banner_width: banner.width,
        banner_height: banner.height,
        start_time: start,
        end_time: start + Math.round(a.hours * 3600),
        place: a.place,
        organiser: a.organiser,
        mp_id: a.mp ? (mpIds.get(a.mp) ?? null) : null,
        description: a.description.join("\n"),
        capacity: a.capacity,
        signup_count: a.signedUp,
        deadline: chinaTime(now, a.deadline, 20),
        fields: JSON.stringify(a.fields),
        created_at: now - 3 * DAY,
      })
      .onConflict((oc) => oc.column("source_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) added++;
  }
  return added + (await seedMiniPrograms(db, images, now, { mpIds, channelIds }));
}
