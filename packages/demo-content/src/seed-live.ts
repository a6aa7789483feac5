/**
 * Writes the demo live rooms of seed-live-rooms.ts: their covers and the live blog's pictures, then
 * each room with its detail, columns, replay, first chat messages and posts.
 */
import type { Database } from "@davmu/content-api/db/schema.ts";
import { insertContent } from "@davmu/content-api/write/write-content.ts";
import type { Kysely } from "kysely";
import { drawPicture } from "./art/picture.ts";
import { composeBody, summaryOf } from "./compose-body.ts";
import type { PlannedMedia, PlannedVideo } from "./media/planned.ts";
import type { ImageJob, RenderedImage } from "./render-images.ts";
import { DAY, DEMO_LIVE_DELAY_MINUTES, LIVE_ROOMS, type LiveRoomSeed, MINUTE } from "./seed-live-rooms.ts";

const COVER = { width: 750, height: 420 } as const;
/** An upright room is watched upright: its cover is drawn so, as a short video's. */
const UPRIGHT_COVER = { width: 540, height: 960 } as const;
const POST_PICTURE = { width: 720, height: 480 } as const;

const coverName = (room: LiveRoomSeed) => `seed/live/${room.key.replace(/^seed:live:/, "")}`;
const postPictureName = (room: LiveRoomSeed, n: number) => `${coverName(room)}-post-${n + 1}`;

/** The rooms' covers and the live blog's pictures. */
export function liveImageJobs(): ImageJob[] {
  return LIVE_ROOMS.flatMap((room) => {
    const cover = coverName(room);
    const size = room.layout === "portrait" ? UPRIGHT_COVER : COVER;
    const jobs: ImageJob[] = [
      { name: cover, svg: drawPicture({ ...size, scene: room.cover, key: cover }), format: "jpeg", ...size },
    ];
    room.posts.forEach((post, n) => {
      if (!post.scene) return;
      const name = postPictureName(room, n);
      jobs.push({
        name,
        svg: drawPicture({ ...POST_PICTURE, scene: post.scene, key: name }),
        format: "jpeg",
        ...POST_PICTURE,
      });
    });
    return jobs;
  });
}

function findVideo(planned: PlannedMedia | null, stream: { video: string; from: "videos" | "clips" }) {
  return planned?.[stream.from].find((v) => v.key === stream.video) ?? null;
}

/** The smallest rendition's playlist: what a phone on a mobile network gets from a live encoder. */
function lowestRendition(video: PlannedVideo): string | null {
  const sorted = [...video.renditions].sort((a, b) => a.width * a.height - b.width * b.height);
  return sorted[0]?.playlist ?? null;
}

/**
 * Writes the rooms not there yet with their detail, columns, replay and posts. Without demo media
 * (no ffmpeg) the rooms are still written, without stream or replay: their pages say so.
 */
export async function seedLiveRooms(
  db: Kysely<Database>,
  images: Map<string, RenderedImage>,
  planned: PlannedMedia | null,
  now: number,
  /** Minutes after `now` the upcoming room starts (its countdown): DEMO_LIVE_DELAY_MINUTES by default. */
  delayMinutes = DEMO_LIVE_DELAY_MINUTES,
  /** The users whose messages the rooms' chats start with. */
  chatters: readonly number[] = [],
): Promise<number> {
  const channelIds = new Map(
    (await db.selectFrom("channels").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );
  const mpIds = new Map(
    (await db.selectFrom("media_accounts").select(["id", "name"]).execute()).map((m) => [m.name, m.id]),
  );
  let added = 0;
  for (const room of LIVE_ROOMS) {
    const cover = images.get(coverName(room))!;
    // The upcoming room's schedule moves with the configured delay; the others keep theirs.
    const shift =
      room.start === DEMO_LIVE_DELAY_MINUTES * MINUTE ? (delayMinutes - DEMO_LIVE_DELAY_MINUTES) * MINUTE : 0;
    const start = now + room.start + shift;
    // A room is announced two days before it starts, as an editor would.
    const publishTime = Math.min(now, start) - 2 * DAY;
    const id = await insertContent(db, {
      source_key: room.key,
      type: "live",
      status: "published",
      title: room.title,
      summary: summaryOf(room.body),
      body_html: composeBody(room.body, []),
      cover_url: cover.url,
      cover_width: cover.width,
      cover_height: cover.height,
      channel_id: channelIds.get(room.channel) ?? null,
      mp_id: mpIds.get(room.mp) ?? null,
      author: room.mp,
      keywords: room.keywords,
      publish_time: publishTime,
      update_time: publishTime,
      view_count: room.counts.view,
      like_count: room.counts.like,
      collect_count: Math.round(room.counts.like / 9),
      share_count: room.counts.share,
      duration: null,
    });
    if (id === null) continue;
    added++;
    const streamVideo = room.stream ? findVideo(planned, room.stream) : null;
    const streamSource = streamVideo ? lowestRendition(streamVideo) : null;
    const noticeVideo = room.notice ? findVideo(planned, { video: room.notice.video, from: "clips" }) : null;
    await db
      .insertInto("live_details")
      .values({
        content_id: id,
        live_status: 0,
        layout: room.layout,
        start_time: start,
        end_time: room.end === null ? null : now + room.end + shift,
        countdown_label: room.countdown?.label ?? null,
        countdown_style: room.countdown?.style ?? null,
        countdown_switch: room.countdown ? 1 : 0,
        notice_label: noticeVideo ? (room.notice?.label ?? null) : null,
        notice_switch: noticeVideo ? 1 : 0,
        notice_video: noticeVideo?.mp4 ?? null,
        reservation_label: room.reservation,
        disclaimer: room.disclaimer,
        disclaimer_enable: room.disclaimer ? 1 : 0,
        live_background: null,
        play_background: cover.url,
        online_count: room.counts.online,
        like_count: room.counts.like,
        live_count: room.counts.live,
        group_id: null,
        source: room.mp,
        track_id: null,
        stream_key: streamSource ? coverName(room).replace("seed/live/", "demo-") : null,
        stream_source: streamSource,
      })
      .execute();
    if (room.columns.length > 0) {
      await db
        .insertInto("live_columns")
        .values(
          room.columns.map((c, sort) => ({
            content_id: id,
            sort,
            name: c.name,
            type: c.type,
            enable_chat: c.chat ? 1 : 0,
            group_id: null,
            link_url: null,
          })),
        )
        .execute();
    }
    const replay = room.replay ? findVideo(planned, { video: room.replay.video, from: "videos" }) : null;
    if (room.replay && replay) {
      await db
        .insertInto("live_playlists")
        .values({
          content_id: id,
          sort: 0,
          name: room.replay.name,
          cover: replay.poster,
          play_url: replay.hls,
          type: "hls",
        })
        .execute();
    }
    const chat = room.chat ?? [];
    if (chat.length > 0 && chatters.length > 0) {
      await db
        .insertInto("live_messages")
        .values(
          chat.map((text, n) => ({
            content_id: id,
            user_id: chatters[(n * 7 + room.key.length) % chatters.length]!,
            text,
            held: 0,
            // Spread over the minutes before the seed, a message every half minute or so.
            created_at: now - (chat.length - n) * 37,
          })),
        )
        .execute();
    }
    if (room.posts.length > 0) {
      await db
        .insertInto("live_posts")
        .values(
          room.posts.map((post, n) => {
            const picture = post.scene ? images.get(postPictureName(room, n)) : undefined;
            return {
              content_id: id,
              published_at: start + n * room.postEvery,
              text: post.text,
              image_url: picture?.url ?? null,
              image_width: picture?.width ?? null,
              image_height: picture?.height ?? null,
            };
          }),
        )
        .execute();
    }
  }
  return added;
}
