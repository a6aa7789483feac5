import { LIVE_STATUS, type LiveDetail, type LivePlaylist, type LiveStatus } from "@davmu/contract/client";
import { chinaParts } from "@davmu/format";
import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from "react";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { PlaceSection } from "../../components/place/place-section.tsx";
import type { PlayerMedia } from "../../components/player/player-types.ts";
import { VideoStage } from "../../components/player/video-stage.tsx";
import { SiteFooter } from "../../components/site/site-footer.tsx";
import { SiteHeader } from "../../components/site/site-header.tsx";
import { AccountRow } from "../../components/social/account-row.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { ScreenStyle, type ScreenStylesheet, screenStyleLinks } from "../../platform/inline-stylesheet.tsx";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./live.css?inline";
import cssHref from "./live.css?url";
import { LiveBooking } from "./live-booking.tsx";
import { LiveChat } from "./live-chat.tsx";
import { LiveLikes } from "./live-likes.tsx";
import { LivePosts } from "./live-posts.tsx";
import { countdownParts, LIVE_COVER_SIZES, statusKey } from "./live-status.ts";
import { loadLive } from "./loader.server.ts";
import { useLiveRoom } from "./use-live-room.ts";

const stylesheet: ScreenStylesheet = {
  id: "css-live",
  text: import.meta.env.SSR ? cssText : "",
  href: cssHref,
};

export const links = screenStyleLinks(stylesheet);

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
    <>
      <ScreenStyle stylesheet={stylesheet} />
      <div className={`page page--live live live--${layout}`} data-status={statusKey(status)}>
        {layout !== "portrait" && <SiteHeader />}
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
        {layout !== "portrait" && <SiteFooter />}
        <OpenAppBar target={{ path: "content", params: { type: "live", id: live.post_id } }} />
      </div>
    </>
  );
}

function StatusBadge({ status }: { status: LiveStatus }) {
  const { t } = useI18n();
  const key = statusKey(status);
  return (
    <span className={`live-badge live-badge--${key}`}>
      {status === LIVE_STATUS.live && <span className="live-dot" aria-hidden="true" />}
      {t(`live.status.${key}`)}
    </span>
  );
}

function Counts({ status, online, views }: { status: LiveStatus; online: number; views: number }) {
  const { t } = useI18n();
  const f = useFormat();
  return (
    <span className="live-counts">
      {status === LIVE_STATUS.live
        ? t("live.online", { n: f.count(online) })
        : t("live.views", { n: f.count(views) })}
    </span>
  );
}

/** When the room starts, in China time as the app shows it. */
function StartsAt({ start }: { start: number }) {
  const { t } = useI18n();
  const { month, day, hour, minute } = chinaParts(start * 1000);
  const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  return (
    <time className="live-starts" dateTime={new Date(start * 1000).toISOString()}>
      {t("live.startsAt", { month, day, time })}
    </time>
  );
}

/** The countdown to the start, in the room's style: blocks of days to seconds, or one line. */
function Countdown({ live, now }: { live: LiveDetail; now: number }) {
  const { t } = useI18n();
  if (live.start_time === null) return null;
  const parts = countdownParts(live.start_time, now);
  const pad = (n: number) => String(n).padStart(2, "0");
  // Heard to the minute (rounded up), with the label once: a reader hears a new text once a minute.
  const heard = countdownParts(Math.ceil(parts.left / 60) * 60, 0);
  const label = live.countdown_label || t("live.countdownLabel");
  const spoken = t("live.countdownLeft", {
    label,
    days: heard.days,
    hours: heard.hours,
    minutes: heard.minutes,
  });
  if (parts.left === 0) return <p className="live-countdown__starting">{t("live.starting")}</p>;
  return (
    <div className="live-countdown">
      <p className="live-countdown__label" aria-hidden="true">
        {label}
      </p>
      {/* Read once a minute by a screen reader, not each second: the blocks are hidden from it. */}
      <p className="visually-hidden">{spoken}</p>
      {live.countdown_style === "text" ? (
        <p className="live-countdown__text" aria-hidden="true">
          {t("live.countdownText", {
            days: parts.days,
            hours: pad(parts.hours),
            minutes: pad(parts.minutes),
            seconds: pad(parts.seconds),
          })}
        </p>
      ) : (
        <p className="live-countdown__blocks" aria-hidden="true">
          {parts.days > 0 && <Block value={String(parts.days)} unit={t("live.countdownDays")} />}
          <Block value={pad(parts.hours)} unit={t("live.countdownHours")} />
          <Block value={pad(parts.minutes)} unit={t("live.countdownMinutes")} />
          <Block value={pad(parts.seconds)} unit={t("live.countdownSeconds")} />
        </p>
      )}
    </div>
  );
}

function Block({ value, unit }: { value: string; unit: string }) {
  return (
    <span className="live-countdown__block">
      <span className="live-countdown__value">{value}</span>
      <span className="live-countdown__unit">{unit}</span>
    </span>
  );
}

/** What the player plays of a stream or a recording (HLS: the same URL stands for the file). */
function streamMedia(url: string, portrait: boolean, live: boolean): PlayerMedia {
  return {
    url,
    hls: url,
    mime: "application/vnd.apple.mpegurl",
    width: portrait ? 9 : 16,
    height: portrait ? 16 : 9,
    duration: 0,
    qualities: [],
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

/** The landscape and portrait rooms: the stage by status, then who, what and the columns. */
function VideoRoom({
  live,
  status,
  now,
  online,
  views,
  likes,
  chat,
  place,
}: {
  live: LiveDetail;
  status: LiveStatus;
  now: number;
  online: number;
  views: number;
  likes: number;
  chat: ChatProps;
  place: ReactNode;
}) {
  const { contentLang } = useI18n();
  const portrait = live.type === "portrait";
  const [playing, setPlaying] = useState(0);
  const recording = live.playlists[playing] ?? null;
  const info = (
    <div className="live-info">
      <div className="live-info__line">
        <StatusBadge status={status} />
        <Counts status={status} online={online} views={views} />
        {status === LIVE_STATUS.live && <LiveLikes liveId={live.post_id} total={likes} live />}
      </div>
      <h1 className="live-info__title" lang={contentLang}>
        {live.title}
      </h1>
      {status === LIVE_STATUS.notStarted && live.start_time !== null && <StartsAt start={live.start_time} />}
      {status === LIVE_STATUS.notStarted && <LiveBooking live={live} />}
      <AccountRow item={live.content} block="live-account" />
    </div>
  );
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

/** The room's stage: the countdown over the cover, the stream, the replay, or the room's state. */
function Stage({
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

type ChatProps = {
  status: LiveStatus;
  onOnline: (n: number) => void;
  onLikes: (n: number) => void;
  onStatus: () => void;
};

/**
 * The room's columns as tabs: its chat, its introduction, its replay list, a linked page. The chat
 * stays mounted behind another tab while the room runs, so its stream and what it has read stay.
 */
function Columns({
  live,
  playing,
  onPlay,
  chat,
}: {
  live: LiveDetail;
  playing: number;
  onPlay: (index: number) => void;
  chat: ChatProps;
}) {
  const { t, contentLang } = useI18n();
  const chatOpen = chat.status === LIVE_STATUS.live || chat.status === LIVE_STATUS.notStarted;
  // An ended room's chat is closed: its tab goes.
  const columns = live.columns.filter((c) => c.type !== "chat" || (c.enable_chat && chatOpen));
  const [active, setActive] = useState(0);
  const base = useId();
  if (columns.length === 0) return null;
  const column = columns[Math.min(active, columns.length - 1)]!;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (active + step + columns.length) % columns.length;
    setActive(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  return (
    <section className="live-columns">
      <div className="live-tabs" role="tablist" aria-label={t("live.tabs")} onKeyDown={onKeyDown}>
        {columns.map((c, i) => (
          <button
            key={`${c.type}-${c.name}`}
            id={`${base}-tab-${i}`}
            type="button"
            role="tab"
            className="live-tabs__tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            lang={contentLang}
          >
            {c.name}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        className="live-panel"
        role="tabpanel"
        aria-labelledby={`${base}-tab-${active}`}
      >
        {columns.some((c) => c.type === "chat") && (
          <div hidden={column.type !== "chat"}>
            <LiveChat
              liveId={live.post_id}
              open={chatOpen}
              onOnline={chat.onOnline}
              onLikes={chat.onLikes}
              onStatus={chat.onStatus}
            />
          </div>
        )}
        {column.type === "intro" && (
          <p className="live-panel__intro" lang={contentLang}>
            {live.content.summary}
          </p>
        )}
        {column.type === "playlist" &&
          (live.playlists.length === 0 ? (
            <p className="live-panel__empty">{t("live.playlistEmpty")}</p>
          ) : (
            <ol className="live-playlist">
              {live.playlists.map((p, i) => (
                <li key={p.play_url}>
                  <button
                    type="button"
                    className="live-playlist__item"
                    aria-current={i === playing ? "true" : undefined}
                    onClick={() => onPlay(i)}
                  >
                    <span className="live-playlist__name" lang={contentLang}>
                      {p.name}
                    </span>
                    {i === playing && <span className="live-playlist__playing">{t("live.playing")}</span>}
                  </button>
                </li>
              ))}
            </ol>
          ))}
        {column.type === "link" && column.link_url && (
          <a className="live-panel__link" href={column.link_url} rel="noopener noreferrer" target="_blank">
            {t("live.link")}
          </a>
        )}
      </div>
    </section>
  );
}

function Disclaimer({ live }: { live: LiveDetail }) {
  const { t, contentLang } = useI18n();
  if (!live.disclaimer_enable || !live.disclaimer) return null;
  return (
    <aside className="live-disclaimer" aria-label={t("live.disclaimer")}>
      <p lang={contentLang}>{live.disclaimer}</p>
    </aside>
  );
}

/** The picture-and-text live blog: the room's head, then its posts, newest first, as they come. */
function ImageRoom({
  live,
  status,
  now,
  room,
  online,
  likes,
  chat,
  place,
}: {
  live: LiveDetail;
  status: LiveStatus;
  now: number;
  room: ReturnType<typeof useLiveRoom>["room"];
  online: number;
  likes: number;
  chat: ChatProps;
  place: ReactNode;
}) {
  const { contentLang } = useI18n();
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
      <div className="live-info">
        <div className="live-info__line">
          <StatusBadge status={status} />
          <Counts status={status} online={online} views={room.view_count} />
          {status === LIVE_STATUS.live && <LiveLikes liveId={live.post_id} total={likes} live />}
        </div>
        <h1 className="live-info__title" lang={contentLang}>
          {live.title}
        </h1>
        {status === LIVE_STATUS.notStarted && live.start_time !== null && (
          <StartsAt start={live.start_time} />
        )}
        {status === LIVE_STATUS.notStarted && <LiveBooking live={live} />}
        <AccountRow item={live.content} block="live-account" />
        <p className="live-info__summary" lang={contentLang}>
          {live.content.summary}
        </p>
      </div>
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
