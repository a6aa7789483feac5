import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

type Scope = { circleId?: number; topicId?: number };

/** Posts everyone sees (published, in a circle not taken down), of a circle or a topic if given. */
function visiblePosts(db: Kysely<Database>, scope: Scope = {}) {
  let q = db
    .selectFrom("circle_posts as p")
    .innerJoin("circles as ci", "ci.id", "p.circle_id")
    .where("p.status", "=", "published")
    .where("ci.status", "=", "visible");
  if (scope.circleId !== undefined) q = q.where("p.circle_id", "=", scope.circleId);
  const { topicId } = scope;
  if (topicId !== undefined)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("circle_post_topics as pt")
          .select("pt.post_id")
          .whereRef("pt.post_id", "=", "p.id")
          .where("pt.topic_id", "=", topicId),
      ),
    );
  return q;
}

function selectPosts(db: Kysely<Database>, scope: Scope = {}) {
  return visiblePosts(db, scope)
    .innerJoin("users as u", "u.id", "p.author_id")
    .select([
      "p.id",
      "p.text",
      "p.like_count",
      "p.comment_count",
      "p.view_count",
      "p.publish_time",
      "p.author_id",
      "ci.id as circle_id",
      "ci.name as circle_name",
      "ci.owner_id",
      "u.nickname",
      "u.avatar",
    ]);
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>["execute"]>>[number];

/** A visible circle with its owner and how many visible posts it holds. */
export function findCircle(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("circles as c")
    .innerJoin("users as u", "u.id", "c.owner_id")
    .selectAll("c")
    .select(["u.nickname as owner_nickname", "u.avatar as owner_avatar"])
    .select((eb) =>
      visiblePosts(db)
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("p.circle_id", "=", sql.ref("c.id"))
        .as("post_count"),
    )
    .where("c.id", "=", id)
    .where("c.status", "=", "visible")
    .executeTakeFirst();
}

export type CircleRow = NonNullable<Awaited<ReturnType<typeof findCircle>>>;

/** A topic with its visible posts' count, their authors' and the newest picture among them. */
export function findTopic(db: Kysely<Database>, id: number) {
  const tagged = () => visiblePosts(db, { topicId: id });
  return db
    .selectFrom("circle_topics as t")
    .selectAll("t")
    .select((eb) => [
      tagged().select(eb.fn.countAll<number>().as("n")).as("post_count"),
      tagged()
        .select((x) => x.fn.count<number>("p.author_id").distinct().as("n"))
        .as("author_count"),
    ])
    .where("t.id", "=", id)
    .executeTakeFirst()
    .then(async (row) => {
      if (!row) return undefined;
      const cover = await tagged()
        .innerJoin("circle_post_images as im", "im.post_id", "p.id")
        .select(["im.url", "im.width", "im.height"])
        .orderBy("p.publish_time", "desc")
        .orderBy("p.id", "desc")
        .orderBy("im.sort")
        .limit(1)
        .executeTakeFirst();
      return { ...row, cover: cover ?? null };
    });
}

export type TopicRow = NonNullable<Awaited<ReturnType<typeof findTopic>>>;

export function findPost(db: Kysely<Database>, id: number): Promise<PostRow | undefined> {
  return selectPosts(db).where("p.id", "=", id).executeTakeFirst();
}

/** A page of a circle's or a topic's visible posts, newest first, and how many there are. */
export async function listPosts(
  db: Kysely<Database>,
  input: { circleId?: number; topicId?: number; limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectPosts(db, input)
      .orderBy("p.publish_time", "desc")
      .orderBy("p.id", "desc")
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    visiblePosts(db, input)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The pictures and topics of some posts, by post id, in their order. */
export async function listPostParts(db: Kysely<Database>, postIds: number[]) {
  if (postIds.length === 0) return { images: [], topics: [] };
  const [images, topics] = await Promise.all([
    db
      .selectFrom("circle_post_images")
      .select(["post_id", "url", "width", "height"])
      .where("post_id", "in", postIds)
      .orderBy("post_id")
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("circle_post_topics as pt")
      .innerJoin("circle_topics as t", "t.id", "pt.topic_id")
      .select(["pt.post_id", "t.id", "t.name"])
      .where("pt.post_id", "in", postIds)
      .orderBy("t.id")
      .execute(),
  ]);
  return { images, topics };
}

export type PostParts = Awaited<ReturnType<typeof listPostParts>>;

/** A page of a post's visible comments, oldest first, with their authors, and how many there are. */
export async function listComments(
  db: Kysely<Database>,
  input: { postId: number; limit: number; offset: number },
) {
  const visible = () =>
    db
      .selectFrom("circle_comments as cm")
      .where("cm.post_id", "=", input.postId)
      .where("cm.status", "=", "visible");
  const [rows, count] = await Promise.all([
    visible()
      .innerJoin("users as u", "u.id", "cm.user_id")
      .select(["cm.id", "cm.body", "cm.like_count", "cm.created_at", "cm.user_id", "u.nickname", "u.avatar"])
      .orderBy("cm.created_at")
      .orderBy("cm.id")
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    visible()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type CommentRow = Awaited<ReturnType<typeof listComments>>["rows"][number];
