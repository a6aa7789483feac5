import { COMMENT_REPLY_PREVIEW } from "@davmu/contract";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Who is looking: a user sees their own comments under review too; null is anyone. */
export type Viewer = number | null;

type Rows = ExpressionBuilder<Database & { cm: Database["comments"] }, "cm">;

/** What a viewer may see: comments not held, and their own that are. */
const seenBy = (viewer: Viewer) => (eb: Rows) =>
  viewer === null ? eb("cm.held", "=", 0) : eb.or([eb("cm.held", "=", 0), eb("cm.user_id", "=", viewer)]);

/** Comments that are not taken down, with their author and, for a reply, whom it answers. */
function commentRows(db: Kysely<Database>) {
  return db
    .selectFrom("comments as cm")
    .innerJoin("users as u", "u.id", "cm.user_id")
    .leftJoin("comments as p", "p.id", "cm.parent_id")
    .leftJoin("users as pu", "pu.id", "p.user_id")
    .select([
      "cm.id",
      "cm.root_id",
      "cm.parent_id",
      "cm.body",
      "cm.created_at",
      "cm.like_count",
      "cm.held",
      "cm.user_id",
      "u.nickname",
      "u.avatar",
      "pu.id as parent_user_id",
      "pu.nickname as parent_nickname",
      "pu.avatar as parent_avatar",
    ])
    .where("cm.status", "=", "visible");
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>["execute"]>>[number];

type Page = { limit: number; offset: number };

/** A page of an item's top-level comments: newest first, or most liked first. */
export async function listTopLevel(
  db: Kysely<Database>,
  input: Page & { contentId: number; viewer: Viewer; order: "new" | "hot" },
): Promise<{ rows: CommentRow[]; total: number }> {
  const base = commentRows(db)
    .where("cm.content_id", "=", input.contentId)
    .where("cm.root_id", "is", null)
    .where(seenBy(input.viewer));
  let rows = base;
  if (input.order === "hot") rows = rows.orderBy("cm.like_count", "desc");
  const [list, count] = await Promise.all([
    rows
      .orderBy("cm.created_at", "desc")
      .orderBy("cm.id", "desc")
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}

/** The first replies of each thread, oldest first: one query for a whole page of threads. */
export async function listReplyPreviews(
  db: Kysely<Database>,
  input: { rootIds: number[]; viewer: Viewer },
): Promise<CommentRow[]> {
  if (input.rootIds.length === 0) return [];
  const ranked = commentRows(db)
    .select(sql<number>`row_number() over (partition by cm.root_id order by cm.created_at, cm.id)`.as("rn"))
    .where("cm.root_id", "in", input.rootIds)
    .where(seenBy(input.viewer));
  return db
    .selectFrom(ranked.as("r"))
    .selectAll()
    .where("r.rn", "<=", COMMENT_REPLY_PREVIEW)
    .orderBy("r.root_id")
    .orderBy("r.rn")
    .execute();
}

/** How many replies of each thread everyone can see. */
export async function countReplies(db: Kysely<Database>, rootIds: number[]): Promise<Map<number, number>> {
  if (rootIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("comments")
    .select(["root_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("root_id", "in", rootIds)
    .where("status", "=", "visible")
    .where("held", "=", 0)
    .groupBy("root_id")
    .execute();
  return new Map(rows.map((r) => [r.root_id!, Number(r.n)]));
}

/** A page of one thread's replies, oldest first. */
export async function listThread(
  db: Kysely<Database>,
  input: Page & { rootId: number; viewer: Viewer },
): Promise<{ rows: CommentRow[]; total: number }> {
  const base = commentRows(db).where("cm.root_id", "=", input.rootId).where(seenBy(input.viewer));
  const [list, count] = await Promise.all([
    base.orderBy("cm.created_at").orderBy("cm.id").limit(input.limit).offset(input.offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}

/** One comment a viewer may see, with its place: its item and thread. */
export function findComment(db: Kysely<Database>, id: number, viewer: Viewer) {
  return commentRows(db)
    .select(["cm.content_id"])
    .where("cm.id", "=", id)
    .where(seenBy(viewer))
    .executeTakeFirst();
}

/** Which of these comments the user liked. */
export async function likedBy(db: Kysely<Database>, viewer: Viewer, ids: number[]): Promise<Set<number>> {
  if (viewer === null || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("likes")
    .select("target_id")
    .where("user_id", "=", viewer)
    .where("target_type", "=", "comment")
    .where("target_id", "in", ids)
    .execute();
  return new Set(rows.map((r) => r.target_id));
}
