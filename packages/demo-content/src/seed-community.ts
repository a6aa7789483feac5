import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";
import { drawAvatar } from "./art/marks.ts";
import { drawPicture } from "./art/picture.ts";
import { CIRCLE_TOPICS, type CircleSeed, type PostPicture } from "./community/circles.ts";
import { FOOD_CIRCLE } from "./community/food.ts";
import { PARENTS_CIRCLE } from "./community/parents.ts";
import { PHOTO_CIRCLE } from "./community/photo.ts";
import { RUNNING_CIRCLE } from "./community/running.ts";
import type { ImageJob, RenderedImage } from "./render-images.ts";
import { COMMENTERS } from "./seed-users.ts";

export { CIRCLE_TOPICS } from "./community/circles.ts";

const HOUR = 3600;
const DAY = 24 * HOUR;
/** A circle's banner is wide and low, as the app draws it behind the circle's name. */
const CIRCLE_COVER = { width: 750, height: 360 } as const;
const CIRCLE_AVATAR = 160;
/** Phone photos, a little smaller than a camera's: the grid shows them at a third of the width. */
const PICTURE_SIZES: Record<PostPicture["shape"], { width: number; height: number }> = {
  wide: { width: 800, height: 600 },
  tall: { width: 600, height: 800 },
  square: { width: 640, height: 640 },
  pano: { width: 960, height: 480 },
};

/** The demo circles (docs/decisions/0065), in the order they are written. */
export const CIRCLES: readonly CircleSeed[] = [RUNNING_CIRCLE, FOOD_CIRCLE, PHOTO_CIRCLE, PARENTS_CIRCLE];

const slug = (key: string) => key.replace(/^seed:/, "").replaceAll(":", "-");
const coverName = (c: CircleSeed) => `seed/circles/${slug(c.key)}-cover`;
const avatarName = (c: CircleSeed) => `seed/circles/${slug(c.key)}-avatar`;
const pictureName = (postKey: string, n: number) => `seed/circle-posts/${slug(postKey)}-${n + 1}`;

/** The topics a post's text names as `#name#`, in order; a name the demo has no topic for is a mistake in it. */
export function hashtagsOf(text: string): string[] {
  const names = [...text.matchAll(/#([^#\s]{1,20})#/g)].map((m) => m[1]!);
  return [...new Set(names)];
}

/** Every picture the circles need: banners, avatars and the posts' photos. */
export function communityImageJobs(): ImageJob[] {
  return CIRCLES.flatMap((circle) => {
    const cover = coverName(circle);
    const avatar = avatarName(circle);
    const jobs: ImageJob[] = [
      {
        name: cover,
        svg: drawPicture({ ...CIRCLE_COVER, scene: circle.cover, key: cover }),
        format: "jpeg",
        ...CIRCLE_COVER,
      },
      {
        name: avatar,
        svg: drawAvatar(CIRCLE_AVATAR, circle.palette, circle.name),
        format: "webp",
        width: CIRCLE_AVATAR,
        height: CIRCLE_AVATAR,
      },
    ];
    for (const post of circle.posts) {
      post.pictures.forEach((picture, n) => {
        const name = pictureName(post.key, n);
        const size = PICTURE_SIZES[picture.shape];
        jobs.push({
          name,
          svg: drawPicture({ ...size, scene: picture.scene, key: name }),
          format: "jpeg",
          ...size,
        });
      });
    }
    return jobs;
  });
}

/**
 * Writes the circles, topics, posts with their pictures and topics, and the posts' comments that
 * are not there yet (by source key); returns how many posts were new. Authors are the seed's
 * commenters (`commenters`: their ids in COMMENTERS' order).
 */
export async function seedCommunity(
  db: Kysely<Database>,
  images: Map<string, RenderedImage>,
  commenters: readonly number[],
  now: number,
): Promise<number> {
  const userId = (nickname: string) => {
    const index = COMMENTERS.indexOf(nickname);
    if (index < 0) throw new Error(`seed: community: ${nickname} is not one of the seed's users`);
    return commenters[index]!;
  };
  const image = (name: string) => {
    const found = images.get(name);
    if (!found) throw new Error(`seed: community: picture ${name} was not drawn`);
    return found;
  };
  await db
    .insertInto("circle_topics")
    .values(CIRCLE_TOPICS.map((t, n) => ({ ...t, created_at: now - (300 - n * 20) * DAY })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const topicIds = new Map(
    (await db.selectFrom("circle_topics").select(["id", "name"]).execute()).map((t) => [t.name, t.id]),
  );
  let added = 0;
  for (const circle of CIRCLES) {
    const cover = image(coverName(circle));
    const avatar = image(avatarName(circle));
    await db
      .insertInto("circles")
      .values({
        source_key: circle.key,
        name: circle.name,
        description: circle.description,
        avatar_url: avatar.url,
        avatar_width: avatar.width,
        avatar_height: avatar.height,
        cover_url: cover.url,
        cover_width: cover.width,
        cover_height: cover.height,
        owner_id: userId(circle.owner),
        member_count: circle.members,
        created_at: now - circle.daysAgo * DAY,
      })
      .onConflict((oc) => oc.column("source_key").doNothing())
      .execute();
    const { id: circleId } = await db
      .selectFrom("circles")
      .select("id")
      .where("source_key", "=", circle.key)
      .executeTakeFirstOrThrow();
    for (const post of circle.posts) {
      const publishTime = now - Math.round(post.hoursAgo * HOUR);
      const row = await db
        .insertInto("circle_posts")
        .values({
          source_key: post.key,
          circle_id: circleId,
          author_id: userId(post.author),
          text: post.text,
          status: post.status ?? "published",
          like_count: post.likes,
          comment_count: post.comments.length,
          view_count: post.views,
          publish_time: publishTime,
        })
        .onConflict((oc) => oc.column("source_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) continue;
      added++;
      if (post.pictures.length > 0) {
        await db
          .insertInto("circle_post_images")
          .values(
            post.pictures.map((_, n) => {
              const { url, width, height } = image(pictureName(post.key, n));
              return { post_id: row.id, sort: n, url, width, height };
            }),
          )
          .execute();
      }
      const tags = hashtagsOf(post.text).map((name) => {
        const id = topicIds.get(name);
        if (id === undefined) throw new Error(`seed: community: no topic #${name}# for ${post.key}`);
        return { post_id: row.id, topic_id: id };
      });
      if (tags.length > 0) await db.insertInto("circle_post_topics").values(tags).execute();
      if (post.comments.length > 0) {
        // Spread between the post and the seed's clock, the first soon after it.
        const gap = Math.min(2 * HOUR, Math.floor((now - publishTime) / (post.comments.length + 1)));
        await db
          .insertInto("circle_comments")
          .values(
            post.comments.map(([nickname, body], n) => ({
              post_id: row.id,
              user_id: userId(nickname),
              body,
              like_count: (body.length * 7 + n * 3) % 40,
              created_at: publishTime + gap * (n + 1),
            })),
          )
          .execute();
      }
    }
  }
  return added;
}
