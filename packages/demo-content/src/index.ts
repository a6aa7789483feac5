import { lockUntilCommit } from "@davmu/content-api/db/locks.ts";
import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";
import { imageJobs, mediaImageJobs } from "./image-jobs.ts";
import {
  DEMO_MEDIA_PLAN,
  type MediaPlan,
  openFfmpeg,
  type PlannedMedia,
  plannedMedia,
  writeCaptions,
} from "./media/index.ts";
import { planArticles } from "./plan.ts";
import { planMediaItems } from "./plan-media.ts";
import { renderImages, SEED_IMAGE_CACHE } from "./render-images.ts";
import { seedArticles } from "./seed-articles.ts";
import { seedApps, seedChannels, seedMediaAccounts } from "./seed-catalog.ts";
import { seedCatalogue } from "./seed-catalogue.ts";
import { planComments, seedComments } from "./seed-comments.ts";
import { communityImageJobs, seedCommunity } from "./seed-community.ts";
import { seedDanmu } from "./seed-danmu.ts";
import { seedEditorial } from "./seed-editorial.ts";
import { formImageJobs, seedForms } from "./seed-forms.ts";
import { HOT_WORDS, seedHotWords } from "./seed-hot-words.ts";
import { seedLaw } from "./seed-law.ts";
import { liveImageJobs, seedLiveRooms } from "./seed-live.ts";
import { LIVE_ROOMS } from "./seed-live-rooms.ts";
import { type MediaSeedReport, seedMediaItems } from "./seed-media.ts";
import { PLACES, seedPlaces } from "./seed-places.ts";
import { seedTopics, TOPICS } from "./seed-topics.ts";
import { COMMENTERS, seedInvitation, seedUsers } from "./seed-users.ts";

export type SeedOptions = {
  /** Where generated media is written (served at /media/). */
  mediaDir: string;
  /** Receives one progress line per step. */
  log?: (line: string) => void;
  /** Seconds since the epoch that publish dates count back from. */
  now?: number;
  /** The ffmpeg whose version names the media files; the bundled one by default (docs/decisions/0041). */
  ffmpegPath?: string;
  /** Minutes after the seed that the upcoming demo live room starts (seed-live-rooms.ts). */
  liveDelayMinutes?: number;
  /** The audio and video to seed items for; the demo plan by default. */
  mediaPlan?: MediaPlan;
  /**
   * Pictures rendered before, copied rather than rendered again (render-images.ts): the machine's
   * cache by default; null renders every missing picture.
   */
  imageCache?: string | null;
};

/** What one run added: a second run over the same database and media folder adds nothing. */
export type SeedReport = {
  images: number;
  /** Caption files written. */
  captions: number;
  apps: number;
  channels: number;
  mediaAccounts: number;
  articles: number;
  drafts: number;
  /** New audio, video, album and gallery items, by type; items relinked to moved files; left out. */
  media: MediaSeedReport;
  danmu: number;
  /** Commenters and the demo user. */
  users: number;
  comments: number;
  /** Demo live rooms. */
  liveRooms: number;
  ms: number;
};

/**
 * Seeds the demo set: the app settings, channels, media accounts, generated pictures and the
 * articles. Idempotent: every step skips what is already there. The rows are written in one
 * transaction under a lock, so processes started together seed once: the others wait, then find
 * everything there (the pictures are written atomically, so rendering them twice is harmless).
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const plan = planArticles();
  const mediaPlan = options.mediaPlan ?? DEMO_MEDIA_PLAN;
  const mediaItems = planMediaItems(mediaPlan);
  const named = await nameMedia(mediaPlan, options.ffmpegPath, log);

  const jobs = [...imageJobs(plan), ...mediaImageJobs(mediaItems), ...liveImageJobs()];
  jobs.push(...communityImageJobs());
  const folder = {
    mediaDir: options.mediaDir,
    cacheDir: options.imageCache === undefined ? SEED_IMAGE_CACHE : options.imageCache,
  };
  const { images, written } = await renderImages(folder, jobs);
  log(`seed: images ${jobs.length} (${written} new)`);
  // The videos' caption tracks are text, written now even where the videos are never encoded;
  // only for the items the seed writes (those that play need ffmpeg to name their files).
  const specs = [...mediaPlan.videos, ...mediaPlan.videoAlbums.flatMap((a) => a.items), ...mediaPlan.clips];
  let captions = 0;
  if (named) {
    captions = await writeCaptions(options.mediaDir, specs);
    log(`seed: captions ${countCaptions(named)} (${captions} new)`);
  }
  const formImages = await renderImages(folder, formImageJobs());
  const rows = await db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, "seed");
    const apps = await seedApps(trx, images);
    log(`seed: apps 1 (${apps} new)`);
    const channels = await seedChannels(trx);
    log(`seed: channels ${await count(trx, "channels")} (${channels} new)`);
    const mediaAccounts = await seedMediaAccounts(trx, images);
    log(`seed: media accounts ${await count(trx, "media_accounts")} (${mediaAccounts} new)`);
    const added = await seedArticles(trx, plan, images, now);
    const planned = plan.filter((a) => a.status === "published").length;
    log(`seed: articles ${planned} (${added.published} new)`);
    log(`seed: drafts ${plan.length - planned} (${added.drafts} new)`);
    const media = await seedMediaItems(trx, mediaItems, images, named, now);
    log(`seed: audio, video and galleries ${mediaItems.length - media.skipped} (${describe(media)})`);
    const danmu = await seedDanmu(trx, mediaItems, now);
    log(`seed: danmu ${danmu} new`);
    const users = await seedUsers(trx, now);
    log(`seed: users ${COMMENTERS.length + 1} (${users.added} new)`);
    const invitation = await seedInvitation(trx, { ...users, now });
    log(`seed: invitations 1 (${invitation ? 1 : 0} new)`);
    const comments = await seedComments(
      trx,
      planComments(plan, mediaItems, COMMENTERS.length),
      users.commenters,
      now,
    );
    log(`seed: comments ${comments} new`);
    const hotWords = await seedHotWords(trx);
    log(`seed: hot words ${HOT_WORDS.length} (${hotWords} new)`);
    const live = await seedLiveRooms(trx, images, named, now, options.liveDelayMinutes, users.commenters);
    log(`seed: live rooms ${LIVE_ROOMS.length} (${live} new)`);
    const topics = await seedTopics(trx);
    log(`seed: topics ${TOPICS.length} (${topics} new)`);
    const posts = await seedCommunity(trx, images, users.commenters, now);
    log(`seed: circle posts ${posts} new`);
    log(`seed: legal questions (${await seedLaw(trx, folder, now)} new)`);
    log(`seed: knowledge bases (${await seedCatalogue(trx, folder, now)} new)`);
    const editorial = await seedEditorial(trx, folder, now);
    log(
      `seed: editorial ${editorial.specials} specials, ${editorial.lists} lists, ${editorial.pages} pages new`,
    );
    log(`seed: activities and mini programs (${await seedForms(trx, formImages.images, now)} new)`);
    log(`seed: places ${PLACES.length} (${await seedPlaces(trx, now)} new)`);
    return { apps, channels, mediaAccounts, ...added, media, danmu, users: users.added, comments, live };
  });

  const ms = Math.round(performance.now() - started);
  log(`seed: done in ${(ms / 1000).toFixed(1)} s`);
  return {
    images: written,
    captions,
    apps: rows.apps,
    channels: rows.channels,
    mediaAccounts: rows.mediaAccounts,
    articles: rows.published,
    drafts: rows.drafts,
    media: rows.media,
    danmu: rows.danmu,
    users: rows.users,
    comments: rows.comments,
    liveRooms: rows.live,
    ms,
  };
}

/**
 * Where the plan's files are or will be, which ffmpeg's version line is part of; null, said in the
 * log, when ffmpeg cannot run: the items that play are then left out until a start where it can.
 */
async function nameMedia(
  plan: MediaPlan,
  ffmpegPath: string | undefined,
  log: (line: string) => void,
): Promise<PlannedMedia | null> {
  try {
    return plannedMedia(plan, (await openFfmpeg(ffmpegPath)).version);
  } catch (error) {
    log(`seed: audio and video left out: ${(error as Error).message}`);
    return null;
  }
}

function countCaptions(planned: PlannedMedia): number {
  const videos = [...planned.videos, ...planned.videoAlbums.flatMap((a) => a.items), ...planned.clips];
  return videos.reduce((n, v) => n + v.captions.length, 0);
}

function describe(report: MediaSeedReport): string {
  const added = Object.entries(report.added).filter(([, n]) => n > 0);
  const parts = [
    `${added.reduce((sum, [, n]) => sum + n, 0)} new`,
    ...added.map(([type, n]) => `${n} ${type}`),
  ];
  if (report.relinked > 0) parts.push(`${report.relinked} relinked to new files`);
  if (report.skipped > 0) parts.push(`${report.skipped} left out`);
  return parts.join(", ");
}

async function count(db: Kysely<Database>, table: "channels" | "media_accounts"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
