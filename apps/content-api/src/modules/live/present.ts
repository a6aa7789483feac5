import { LIVE_STATUS, type LiveDetail, type LiveRoom, liveStatusAt } from "@davmu/contract";
import type { LivePostsTable } from "../../db/schema.ts";
import type { Presenter } from "../../presenter.ts";
import { toCard } from "../content/present.ts";
import { toImage } from "../content/present-image.ts";
import type { listRoomParts, RoomRow } from "./queries.ts";

/** Where the service serves a room's live stream (modules/live-stream). */
export const liveStreamPath = (key: string) => `/live-stream/${key}/index.m3u8`;

type PostRow = Omit<LivePostsTable, "id"> & { id: number };

export function toRoom(p: Presenter, row: RoomRow, posts: PostRow[], now: number, online: number): LiveRoom {
  const { card, detail } = row;
  const status = liveStatusAt(detail.live_status, detail.start_time, detail.end_time, now);
  return {
    live_id: p.ids.encode(card.id),
    status,
    start_time: detail.start_time,
    end_time: detail.end_time,
    // Who watches now, while it is live: the room's own count (the viewers the platform counts
    // elsewhere: the app, the stream's players) and the push streams open on this site.
    online_count: status === LIVE_STATUS.live ? detail.online_count + online : 0,
    live_count: detail.live_count,
    view_count: card.view_count,
    share_count: card.share_count,
    like_count: detail.like_count,
    posts:
      detail.layout === "image"
        ? posts.map((post) => ({
            id: p.ids.encode(post.id),
            time: post.published_at,
            text: post.text,
            image: toImage(p, { url: post.image_url, width: post.image_width, height: post.image_height }),
          }))
        : [],
    server_time: now,
  };
}

export function toLiveDetail(
  p: Presenter,
  row: RoomRow,
  parts: Awaited<ReturnType<typeof listRoomParts>>,
  posts: PostRow[],
  now: number,
  online: number,
): LiveDetail {
  const { card, detail } = row;
  const room = toRoom(p, row, posts, now, online);
  // Absolute, or left out: a relative or malformed reference is never sent to a page.
  const media = (ref: string | null) => p.contentMediaUrl(ref);
  return {
    ...room,
    post_id: room.live_id,
    title: card.title,
    type: detail.layout,
    columns: parts.columns.map((c) => ({
      name: c.name,
      type: c.type === "chat" || c.type === "link" || c.type === "playlist" ? c.type : "intro",
      enable_chat: c.enable_chat === 1,
      group_id: c.group_id,
      link_url: media(c.link_url),
    })),
    countdown_label: detail.countdown_label,
    countdown_style: detail.countdown_style === "text" ? "text" : "blocks",
    countdown_switch: detail.countdown_switch === 1,
    disclaimer: detail.disclaimer,
    disclaimer_enable: detail.disclaimer_enable === 1 && !!detail.disclaimer,
    group_id: detail.group_id,
    live_background: media(detail.live_background),
    notice_label: detail.notice_label,
    notice_switch: detail.notice_switch === 1,
    notice_video: media(detail.notice_video),
    play_background: media(detail.play_background),
    playlists: parts.playlists.flatMap((pl) => {
      const url = media(pl.play_url);
      if (url === null) return [];
      return [
        {
          name: pl.name,
          cover: media(pl.cover),
          play_url: url,
          type: pl.type === "mp4" ? ("mp4" as const) : ("hls" as const),
        },
      ];
    }),
    reservation_label: detail.reservation_label,
    // Before the start too: a page counting down switches to the stream by its own clock.
    stream_url:
      (room.status === LIVE_STATUS.live || room.status === LIVE_STATUS.notStarted) && detail.stream_key
        ? p.mediaUrl(liveStreamPath(detail.stream_key))
        : null,
    source: detail.source,
    track_id: detail.track_id,
    content: toCard(p, card),
  };
}
