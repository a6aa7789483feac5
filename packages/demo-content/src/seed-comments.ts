import type { Database } from "@davmu/content-api/db/schema.ts";
import { insertComment } from "@davmu/content-api/write/write-comment.ts";
import type { Kysely } from "kysely";
import type { PlannedArticle } from "./plan.ts";
import type { PlannedMediaItem } from "./plan-media.ts";
import { createRandom, hashString, type Random } from "./random.ts";
import {
  ARTICLE_COMMENTS,
  AUDIO_COMMENTS,
  GALLERY_COMMENTS,
  REPLY_COMMENTS,
  VIDEO_COMMENTS,
} from "./text/comments.ts";

/** One planned comment: its words, its author (an index into the commenters) and its thread. */
export type PlannedComment = {
  text: string;
  author: number;
  /** Seconds after the item was published. */
  after: number;
  likes: number;
  replies: { text: string; author: number; after: number; likes: number; toPrevious: boolean }[];
};

type Commented = { sourceKey: string; bank: string; view: number; ageSeconds: number };

/** How many comments an item draws: more the more it was read, none for the least read. */
function commentsFor(view: number): number {
  if (view >= 1_000_000) return 6;
  if (view >= 30_000) return 4;
  if (view >= 10_000) return 3;
  if (view >= 3_000) return 2;
  return view >= 800 ? 1 : 0;
}

const BANKS: Record<string, readonly string[]> = {
  ...ARTICLE_COMMENTS,
  audio: AUDIO_COMMENTS,
  video: VIDEO_COMMENTS,
  gallery: GALLERY_COMMENTS,
};

function bankOf(item: PlannedMediaItem): string {
  if (item.type === "audio" || item.type === "audio_album") return "audio";
  if (item.type === "gallery") return "gallery";
  return "video";
}

/**
 * The comments of the whole demo set, planned at once and the same on every run: each bank's lines
 * go to its items, most read first, and every line is used once at most, so no two comments (or
 * replies) of the demo site read the same, whichever items a run writes.
 */
export function planComments(
  articles: readonly PlannedArticle[],
  media: readonly PlannedMediaItem[],
  commenters: number,
): Map<string, PlannedComment[]> {
  const items: Commented[] = [
    ...articles
      .filter((a) => a.status === "published")
      .map((a) => ({
        sourceKey: a.sourceKey,
        bank: a.channel.slug,
        view: a.counts.view,
        ageSeconds: a.ageSeconds,
      })),
    ...media.map((m) => ({
      sourceKey: m.sourceKey,
      bank: bankOf(m),
      view: m.counts.view,
      ageSeconds: m.ageSeconds,
    })),
  ].sort((a, b) => b.view - a.view || a.sourceKey.localeCompare(b.sourceKey));
  const r = createRandom(hashString("comments"));
  const left = new Map(Object.entries(BANKS).map(([bank, lines]) => [bank, r.shuffle(lines)]));
  const replies = r.shuffle(REPLY_COMMENTS);
  const plan = new Map<string, PlannedComment[]>();
  for (const item of items) {
    const bank = left.get(item.bank) ?? [];
    const comments = bank.splice(0, commentsFor(item.view)).map((text) => {
      const author = r.int(0, commenters - 1);
      // Most comments come in the first hours; some days later.
      const after = Math.round(120 + item.ageSeconds * 0.8 * r.next() ** 2);
      return {
        text,
        author,
        after,
        likes: likesOf(r, item.view),
        replies: planReplies(r, replies, author, after, commenters),
      };
    });
    if (comments.length > 0) plan.set(item.sourceKey, comments);
  }
  return plan;
}

function likesOf(r: Random, view: number): number {
  return Math.round(r.next() ** 3 * Math.min(600, view / 40));
}

function planReplies(
  r: Random,
  lines: string[],
  rootAuthor: number,
  rootAfter: number,
  commenters: number,
): PlannedComment["replies"] {
  const count = r.next() < 0.45 ? (r.next() < 0.3 ? 2 : 1) : 0;
  const thread: PlannedComment["replies"] = [];
  let previousAuthor = rootAuthor;
  let after = rootAfter;
  for (const text of lines.splice(0, count)) {
    let author = r.int(0, commenters - 1);
    if (author === previousAuthor) author = (author + 1) % commenters;
    after += r.int(300, 6 * 3600);
    thread.push({
      text,
      author,
      after,
      likes: r.int(0, 12),
      toPrevious: thread.length > 0 && r.next() < 0.5,
    });
    previousAuthor = author;
  }
  return thread;
}

/**
 * Writes the planned comments of every seeded item that has none yet, through the one write path
 * (which moves each item's comment count); returns how many comments and replies were written.
 * Nothing is dated after `now`.
 */
export async function seedComments(
  db: Kysely<Database>,
  plan: ReadonlyMap<string, PlannedComment[]>,
  commenters: readonly number[],
  now: number,
): Promise<number> {
  if (plan.size === 0) return 0;
  const rows = await db
    .selectFrom("contents as c")
    .select(["c.id", "c.source_key", "c.publish_time"])
    .where("c.source_key", "in", [...plan.keys()])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("comments as cm").select("cm.id").whereRef("cm.content_id", "=", "c.id"))),
    )
    .orderBy("c.id")
    .execute();
  let written = 0;
  const at = (publish: number, after: number) => Math.min(now - 60, publish + after);
  for (const row of rows) {
    for (const comment of plan.get(row.source_key!)!) {
      const { id: rootId } = await insertComment(db, {
        contentId: row.id,
        userId: commenters[comment.author]!,
        text: comment.text,
        createdAt: at(row.publish_time, comment.after),
        likeCount: comment.likes,
      });
      written++;
      let previous = rootId;
      for (const reply of comment.replies) {
        ({ id: previous } = await insertComment(db, {
          contentId: row.id,
          userId: commenters[reply.author]!,
          text: reply.text,
          replyTo: { id: reply.toPrevious ? previous : rootId, rootId },
          createdAt: at(row.publish_time, reply.after),
          likeCount: reply.likes,
        }));
        written++;
      }
    }
  }
  return written;
}
