import type { Kysely } from "kysely";
import { lockUntilCommit } from "../db/locks.ts";
import type { Database } from "../db/schema.ts";
import { imageJobs } from "./image-jobs.ts";
import { planArticles } from "./plan.ts";
import { renderImages } from "./render-images.ts";
import { seedArticles } from "./seed-articles.ts";
import { seedApps, seedChannels, seedMediaAccounts } from "./seed-catalog.ts";

export type SeedOptions = {
  /** Where generated media is written (served at /media/). */
  mediaDir: string;
  /** Receives one progress line per step. */
  log?: (line: string) => void;
  /** Seconds since the epoch that publish dates count back from. */
  now?: number;
};

/** What one run added: a second run over the same database and media folder adds nothing. */
export type SeedReport = {
  images: number;
  apps: number;
  channels: number;
  mediaAccounts: number;
  articles: number;
  drafts: number;
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

  const jobs = imageJobs(plan);
  const { images, written } = await renderImages(options.mediaDir, jobs);
  log(`seed: images ${jobs.length} (${written} new)`);
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
    return { apps, channels, mediaAccounts, ...added };
  });

  const ms = Math.round(performance.now() - started);
  log(`seed: done in ${(ms / 1000).toFixed(1)} s`);
  return {
    images: written,
    apps: rows.apps,
    channels: rows.channels,
    mediaAccounts: rows.mediaAccounts,
    articles: rows.published,
    drafts: rows.drafts,
    ms,
  };
}

async function count(db: Kysely<Database>, table: "channels" | "media_accounts"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
