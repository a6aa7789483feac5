import type { ContentStatus } from "../db/schema.ts";
import { CHANNELS, type ChannelSeed } from "./channels.ts";
import { MEDIA_ACCOUNTS, type MediaAccountSeed } from "./media-accounts.ts";
import { createRandom, hashString, type Random } from "./random.ts";
import { DRAFTS } from "./text/drafts.ts";
import { CHANNEL_TEXTS } from "./text/index.ts";
import type { ArticleSeed, ChannelText } from "./text/types.ts";

export type PlannedArticle = {
  sourceKey: string;
  status: ContentStatus;
  channel: ChannelSeed;
  text: ChannelText;
  article: ArticleSeed;
  mp: MediaAccountSeed | null;
  author: string;
  /** How long before the seed's "now" the item was published. */
  ageSeconds: number;
  counts: { view: number; like: number; comment: number; collect: number; share: number };
  /** Indexes into the channel's figure pool, in body order. */
  figures: number[];
  /** Seeds the body composition, so each article draws its own paragraphs. */
  bodySeed: number;
};

const HOUR = 3600;
const DAY = 24 * HOUR;
/** The newest items, in hours: enough inside 72 hours for a full hot list. */
const FRESH_AGES_HOURS = [1.5, 3, 6, 10, 17, 25, 38, 52];
/** The first (newest) item of 要闻 went viral: it shows 万 formatting in the millions. */
const VIRAL_VIEWS = 1_286_453;

function counts(r: Random, index: number): PlannedArticle["counts"] {
  // Log-uniform between 300 and 90,000 views: most items modest, a good share above 10,000.
  const view = index === 0 ? VIRAL_VIEWS : Math.round(300 * 300 ** r.next());
  const share = (lo: number, hi: number) => Math.round(view * (lo + r.next() * (hi - lo)));
  return {
    view,
    like: share(0.01, 0.06),
    comment: share(0.001, 0.008),
    collect: share(0.002, 0.02),
    share: share(0.001, 0.01),
  };
}

function ageSeconds(r: Random, index: number, total: number): number {
  const fresh = FRESH_AGES_HOURS[index];
  if (fresh !== undefined) return Math.round(fresh * HOUR);
  // The rest spread from four days to a year back, in order, with a little jitter.
  const spread = (index - FRESH_AGES_HOURS.length) / Math.max(1, total - FRESH_AGES_HOURS.length - 1);
  return Math.round((4 + spread * 356) * DAY - r.next() * DAY);
}

function pickFigures(r: Random, text: ChannelText): number[] {
  const count = r.int(2, 4);
  return r.shuffle(text.figures.map((_, i) => i)).slice(0, count);
}

/**
 * The published demo articles, channel by channel in turn (so the newest ones span every channel),
 * then the drafts. Deterministic: the same source key always gets the same words and pictures.
 */
export function planArticles(): PlannedArticle[] {
  const plan: PlannedArticle[] = [];
  const perChannel = Math.min(...CHANNELS.map((c) => CHANNEL_TEXTS[c.slug]!.articles.length));
  const total = perChannel * CHANNELS.length;
  for (let k = 0; k < perChannel; k++) {
    CHANNELS.forEach((channel, c) => {
      const index = plan.length;
      const text = CHANNEL_TEXTS[channel.slug]!;
      const sourceKey = `seed:doc:${channel.slug}:${k + 1}`;
      const r = createRandom(hashString(sourceKey));
      const accounts = MEDIA_ACCOUNTS.filter((m) => m.channel === channel.slug);
      // About half the items come from a media account, alternating within each channel.
      const mp = (k + c) % 2 === 0 && accounts.length > 0 ? accounts[k % accounts.length]! : null;
      plan.push({
        sourceKey,
        status: "published",
        channel,
        text,
        article: text.articles[k]!,
        mp,
        author: r.pick(text.authors),
        ageSeconds: ageSeconds(r, index, total),
        counts: counts(r, index),
        figures: pickFigures(r, text),
        bodySeed: r.int(1, 2 ** 31),
      });
    });
  }
  for (const draft of DRAFTS) {
    const channel = CHANNELS.find((c) => c.slug === draft.channel)!;
    const text = CHANNEL_TEXTS[channel.slug]!;
    const sourceKey = `seed:draft:${channel.slug}`;
    const r = createRandom(hashString(sourceKey));
    plan.push({
      sourceKey,
      status: "draft",
      channel,
      text,
      article: draft,
      mp: null,
      author: r.pick(text.authors),
      // Newer than everything published: a leak would show at the top of every list.
      ageSeconds: HOUR / 2,
      counts: { view: 0, like: 0, comment: 0, collect: 0, share: 0 },
      figures: pickFigures(r, text),
      bodySeed: r.int(1, 2 ** 31),
    });
  }
  return plan;
}
