import { LIVE_STATUS, type LiveDetail, type LiveStatus } from "@davmu/contract/client";
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { LiveChat } from "./live-chat.tsx";

export type ChatProps = {
  status: LiveStatus;
  onOnline: (n: number) => void;
  onLikes: (n: number) => void;
  onStatus: () => void;
};

/** What every layout of a room gets from the screen: the room, its status and clock, its counts. */
export type RoomProps = {
  live: LiveDetail;
  status: LiveStatus;
  now: number;
  online: number;
  likes: number;
  chat: ChatProps;
  /** The room's place and weather, under its columns. */
  place: ReactNode;
};

/**
 * The room's columns as tabs: its chat, its introduction, its replay list, a linked page. The chat
 * stays mounted behind another tab while the room runs, so its stream and what it has read stay.
 */
export function Columns({
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
