import { useState } from "react";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { PlaceSection } from "../../components/place/place-section.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import { ImageRoom } from "./image-room.tsx";
import cssText from "./live.css?inline";
import cssHref from "./live.css?url";
import { statusKey } from "./live-status.ts";
import { loadLive } from "./loader.server.ts";
import { useLiveRoom } from "./use-live-room.ts";
import { VideoRoom } from "./video-room.tsx";

const screen = siteScreen("live", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

/** Short: the page recomputes its status by the clock, and polls what changes. */
export const headers = cachedHeaders(15, 60);

export function loader(args: Route.LoaderArgs) {
  return loadLive(args);
}

/**
 * A live room (spec §2's local_live with its ImageScreen, LandscapeScreen and PortraitScreen):
 * the layout follows the room's type, the stage its status, which moves from the countdown to the
 * stream and on to the replay by the clock, without a reload.
 */
export default function Live({ loaderData }: Route.ComponentProps) {
  const { live } = loaderData;
  const { room, status, now, refresh } = useLiveRoom(live);
  const layout = live.type;
  // Who watches, as the room's push stream counts it; the polled count until it speaks.
  const [pushedOnline, setPushedOnline] = useState<number | null>(null);
  const online = pushedOnline ?? room.online_count;
  // Likes likewise: the pushed count, else the polled one.
  const [pushedLikes, setPushedLikes] = useState<number | null>(null);
  const likes = Math.max(pushedLikes ?? 0, room.like_count);
  const chat = { status, onOnline: setPushedOnline, onLikes: setPushedLikes, onStatus: refresh };
  const place = (
    <div className="live-place">
      <PlaceSection place={loaderData.place} weather={loaderData.weather} />
    </div>
  );
  return (
    <screen.Page
      modifier={`page--live live live--${layout}`}
      status={statusKey(status)}
      header={layout !== "portrait"}
      footer={layout !== "portrait"}
      bar={<OpenAppBar target={{ path: "content", params: { type: "live", id: live.post_id } }} />}
    >
      <main>
        {layout === "image" ? (
          <ImageRoom
            live={live}
            status={status}
            now={now}
            room={room}
            online={online}
            likes={likes}
            chat={chat}
            place={place}
          />
        ) : (
          <VideoRoom
            live={live}
            status={status}
            now={now}
            online={online}
            views={room.view_count}
            likes={likes}
            chat={chat}
            place={place}
          />
        )}
      </main>
    </screen.Page>
  );
}
