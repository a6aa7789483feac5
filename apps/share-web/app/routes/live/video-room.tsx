import { LIVE_STATUS } from "@davmu/contract/client";
import { useState } from "react";
import { LiveChat } from "./live-chat.tsx";
import { Columns, type RoomProps } from "./live-columns.tsx";
import { Disclaimer, LiveInfo } from "./live-parts.tsx";
import { Stage } from "./live-stage.tsx";

/** The landscape and portrait rooms: the stage by status, then who, what and the columns. */
export function VideoRoom({
  live,
  status,
  now,
  online,
  views,
  likes,
  chat,
  place,
}: RoomProps & { views: number }) {
  const portrait = live.type === "portrait";
  const [playing, setPlaying] = useState(0);
  const recording = live.playlists[playing] ?? null;
  const info = <LiveInfo live={live} status={status} online={online} views={views} likes={likes} />;
  // Upright, the chat runs over the video, as phone live rooms show it; its other columns follow.
  const chatOpen = status === LIVE_STATUS.live || status === LIVE_STATUS.notStarted;
  const overlayChat = portrait && chatOpen && live.columns.some((c) => c.type === "chat" && c.enable_chat);
  return (
    <>
      <Stage live={live} status={status} now={now} recording={recording} portrait={portrait}>
        {portrait && (
          <>
            {info}
            {overlayChat && (
              <div className="live-overlay-chat">
                <LiveChat
                  liveId={live.post_id}
                  open
                  onOnline={chat.onOnline}
                  onLikes={chat.onLikes}
                  onStatus={chat.onStatus}
                />
              </div>
            )}
          </>
        )}
      </Stage>
      {!portrait && info}
      <Columns
        live={overlayChat ? { ...live, columns: live.columns.filter((c) => c.type !== "chat") } : live}
        playing={playing}
        onPlay={setPlaying}
        chat={chat}
      />
      <Disclaimer live={live} />
      {place}
    </>
  );
}
