import type { ContentStatus } from "@davmu/content-api/db/schema.ts";
import { CHANNELS, type ChannelSeed } from "./channels.ts";
import { type FigureSlot, figureSlots } from "./compose-body.ts";
import { MEDIA_ACCOUNTS, type MediaAccountSeed } from "./media-accounts.ts";
import { createRandom, hashString, type Random } from "./random.ts";
import { DRAFTS } from "./text/drafts.ts";
import { CHANNEL_TEXTS } from "./text/index.ts";
import type { ArticleSeed } from "./text/types.ts";

export type PlannedArticle = {
  sourceKey: string;
  status: ContentStatus;
  channel: ChannelSeed;
  article: ArticleSeed;
  figures: FigureSlot[];
  mp: MediaAccountSeed | null;
  author: string;
  /** How long before the seed's "now" the item was published. */
  ageSeconds: number;
  counts: { view: number; like: number; collect: number; share: number };
  /** Some items were corrected after publication, as real ones are. */
  corrected: boolean;
};

const HOUR = 3600;
const DAY = 24 * HOUR;
/** The newest items, in hours: more than a full hot list inside 72 hours, over every channel. */
const FRESH_AGES_HOURS = [0.7, 1.5, 2.4, 3.5, 5, 7, 9.5, 13, 17, 22, 28, 35, 44, 53, 63];
/** The oldest item, in days: the rest spread over the last weeks. */
const OLDEST_DAYS = 56;
/** The first (newest) item of 要闻 went viral: it shows 万 formatting in the millions. */
const VIRAL_VIEWS = 1_286_453;

function counts(r: Random, index: number): PlannedArticle["counts"] {
  // Log-uniform between 300 and 90,000 views: most items modest, a good share above 10,000.
  const view = index === 0 ? VIRAL_VIEWS : Math.round(300 * 300 ** r.next());
  const share = (lo: number, hi: number) => Math.round(view * (lo + r.next() * (hi - lo)));
  return {
    view,
    like: share(0.01, 0.06),
    collect: share(0.002, 0.02),
    share: share(0.001, 0.01),
  };
}

function ageSeconds(r: Random, index: number, total: number): number {
  const fresh = FRESH_AGES_HOURS[index];
  if (fresh !== undefined) return Math.round(fresh * HOUR);
  // The rest spread from three days to eight weeks back, in order, with a few hours of jitter.
  const spread = (index - FRESH_AGES_HOURS.length) / Math.max(1, total - FRESH_AGES_HOURS.length - 1);
  return Math.round((3 + spread * (OLDEST_DAYS - 3)) * DAY - r.next() * 10 * HOUR);
}

/**
 * The published demo articles, channel by channel in turn (so the newest ones span every channel),
 * then the drafts. Deterministic: the same source key always gets the same byline and counts.
 */
export function planArticles(): PlannedArticle[] {
  const plan: PlannedArticle[] = [];
  const perChannel = Math.max(...CHANNELS.map((c) => CHANNEL_TEXTS[c.slug]!.articles.length));
  const total = CHANNELS.reduce((n, c) => n + CHANNEL_TEXTS[c.slug]!.articles.length, 0);
  for (let k = 0; k < perChannel; k++) {
    CHANNELS.forEach((channel, c) => {
      const text = CHANNEL_TEXTS[channel.slug]!;
      const article = text.articles[k];
      if (!article) return;
      const index = plan.length;
      const sourceKey = `seed:doc:${channel.slug}:${k + 1}`;
      const r = createRandom(hashString(sourceKey));
      const accounts = MEDIA_ACCOUNTS.filter((m) => m.channel === channel.slug);
      // About half the items come from a media account, alternating within each channel.
      const mp =
        (k + c) % 2 === 0 && accounts.length > 0 ? accounts[Math.floor(k / 2) % accounts.length]! : null;
      plan.push({
        sourceKey,
        status: "published",
        channel,
        article,
        figures: figureSlots(article.body),
        mp,
        author: r.pick(text.authors),
        ageSeconds: ageSeconds(r, index, total),
        counts: counts(r, index),
        corrected: r.next() < 0.3,
      });
    });
  }
  for (const draft of DRAFTS) {
    const channel = CHANNELS.find((c) => c.slug === draft.channel)!;
    const sourceKey = `seed:draft:${channel.slug}`;
    const r = createRandom(hashString(sourceKey));
    plan.push({
      sourceKey,
      status: "draft",
      channel,
      article: draft,
      figures: figureSlots(draft.body),
      mp: null,
      author: r.pick(CHANNEL_TEXTS[channel.slug]!.authors),
      // Newer than everything published: a leak would show at the top of every list.
      ageSeconds: HOUR / 4,
      counts: { view: 0, like: 0, collect: 0, share: 0 },
      corrected: false,
    });
  }
  return plan;
}
