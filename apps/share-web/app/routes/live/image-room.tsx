import { LIVE_STATUS } from "@davmu/contract/client";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { Columns, type RoomProps } from "./live-columns.tsx";
import { Countdown, Disclaimer, LiveInfo } from "./live-parts.tsx";
import { LivePosts } from "./live-posts.tsx";
import { LIVE_COVER_SIZES } from "./live-status.ts";
import type { useLiveRoom } from "./use-live-room.ts";

/** The picture-and-text live blog: the room's head, then its posts, newest first, as they come. */
export function ImageRoom({
  live,
  status,
  now,
  room,
  online,
  likes,
  chat,
  place,
}: RoomProps & { room: ReturnType<typeof useLiveRoom>["room"] }) {
  return (
    <>
      <section className="live-stage live-stage--image" aria-label={live.title}>
        {live.content.cover && (
          <CoverImage
            className="live-stage__cover"
            image={{ ...live.content.cover, alt: live.title }}
            priority
            sizes={LIVE_COVER_SIZES}
          />
        )}
        {status === LIVE_STATUS.notStarted && live.countdown_switch && (
          <div className="live-stage__overlay" role="status">
            <Countdown live={live} now={now} />
          </div>
        )}
      </section>
      <LiveInfo live={live} status={status} online={online} views={room.view_count} likes={likes} summary />
      <LivePosts posts={room.posts} live={status === LIVE_STATUS.live} />
      <Columns
        live={{ ...live, columns: live.columns.filter((c) => c.type === "chat") }}
        playing={0}
        onPlay={() => {}}
        chat={chat}
      />
      <Disclaimer live={live} />
      {place}
    </>
  );
}
