import { LIVE_STATUS, type LiveDetail, type LivePlaylist, type LiveStatus } from "@davmu/contract/client";
import { type ReactNode, useMemo } from "react";
import type { PlayerMedia } from "../../components/player/player-types.ts";
import { VideoStage } from "../../components/player/video-stage.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Countdown } from "./live-parts.tsx";

/** What the player plays of a stream or a recording (HLS: the same URL stands for the file). */
function streamMedia(url: string, portrait: boolean, live: boolean): PlayerMedia {
  return {
    url,
    hls: url,
    mime: "application/vnd.apple.mpegurl",
    width: portrait ? 9 : 16,
    height: portrait ? 16 : 9,
    duration: 0,
    renditions: [],
    captions: [],
    thumbnails: null,
    live,
  };
}

/**
 * A recording of the room (its replay, or its notice video before the start): no danmu of its own,
 * as the room's chat is its talk, so no danmu layer, controls or list asked for under the room's id.
 */
function recordingMedia(playlist: Pick<LivePlaylist, "play_url" | "type">, portrait: boolean): PlayerMedia {
  const media: PlayerMedia = { ...streamMedia(playlist.play_url, portrait, false), danmu: false };
  return playlist.type === "mp4" ? { ...media, mime: "video/mp4", hls: "" } : media;
}

/** The room's notice video (a trailer before the start), where the room has one switched on. */
function noticeMedia(live: LiveDetail, portrait: boolean): PlayerMedia | null {
  if (!live.notice_switch || !live.notice_video) return null;
  const type = new URL(live.notice_video).pathname.endsWith(".m3u8") ? "hls" : "mp4";
  return recordingMedia({ play_url: live.notice_video, type }, portrait);
}

/** The room's stage: the countdown over the cover, the stream, the replay, or the room's state. */
export function Stage({
  live,
  status,
  now,
  recording,
  portrait,
  children,
}: {
  live: LiveDetail;
  status: LiveStatus;
  now: number;
  recording: LivePlaylist | null;
  portrait: boolean;
  children?: ReactNode;
}) {
  const { t, contentLang } = useI18n();
  const cover = live.content.cover;
  const media = useMemo(() => {
    if (status === LIVE_STATUS.live && live.stream_url) return streamMedia(live.stream_url, portrait, true);
    if (status === LIVE_STATUS.ended && recording) return recordingMedia(recording, portrait);
    if (status === LIVE_STATUS.notStarted) return noticeMedia(live, portrait);
    return null;
  }, [status, live, recording, portrait]);
  // With a notice to play, the countdown steps aside to the top of the picture, off its play button.
  const notice = status === LIVE_STATUS.notStarted && media !== null;
  let message: ReactNode = null;
  if (status === LIVE_STATUS.notStarted) {
    message = live.countdown_switch ? <Countdown live={live} now={now} /> : null;
  } else if (status === LIVE_STATUS.live && !media) {
    message = <p className="live-stage__note">{t("live.noSignal")}</p>;
  } else if (status === LIVE_STATUS.ended && !media) {
    message = (
      <>
        <p className="live-stage__title">{t("live.endedTitle")}</p>
        <p className="live-stage__note">{t("live.endedNoReplay")}</p>
      </>
    );
  } else if (status === LIVE_STATUS.review) {
    message = (
      <>
        <p className="live-stage__title">{t("live.reviewTitle")}</p>
        <p className="live-stage__note">{t("live.reviewText")}</p>
      </>
    );
  }
  return (
    <section className="live-stage" aria-label={live.title}>
      <VideoStage
        key={media?.url ?? "cover"}
        id={live.post_id}
        title={live.title}
        session={{ artist: live.content.mp?.name ?? live.source ?? live.content.source }}
        media={media}
        poster={cover}
        startRequest={status === LIVE_STATUS.live && media ? "auto" : null}
      />
      {notice && (
        <p className="live-stage__notice" lang={contentLang}>
          {live.notice_label || t("live.notice")}
        </p>
      )}
      {message && (
        <div className={`live-stage__overlay${notice ? " live-stage__overlay--aside" : ""}`} role="status">
          {message}
        </div>
      )}
      {children && <div className="live-stage__info">{children}</div>}
    </section>
  );
}
