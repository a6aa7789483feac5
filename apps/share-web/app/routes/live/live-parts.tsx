import { LIVE_STATUS, type LiveDetail, type LiveStatus } from "@davmu/contract/client";
import { chinaParts } from "@davmu/format";
import { AccountRow } from "../../components/social/account-row.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { LiveBooking } from "./live-booking.tsx";
import { LiveLikes } from "./live-likes.tsx";
import { countdownParts, statusKey } from "./live-status.ts";

/**
 * The room's head, whatever its layout: its status, who watches, its likes while it runs, its
 * title, when it starts and the booking before then, its account, and (the picture room) its summary.
 */
export function LiveInfo({
  live,
  status,
  online,
  views,
  likes,
  summary = false,
}: {
  live: LiveDetail;
  status: LiveStatus;
  online: number;
  views: number;
  likes: number;
  summary?: boolean;
}) {
  const { contentLang } = useI18n();
  return (
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
      {summary && (
        <p className="live-info__summary" lang={contentLang}>
          {live.content.summary}
        </p>
      )}
    </div>
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
export function Countdown({ live, now }: { live: LiveDetail; now: number }) {
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

export function Disclaimer({ live }: { live: LiveDetail }) {
  const { t, contentLang } = useI18n();
  if (!live.disclaimer_enable || !live.disclaimer) return null;
  return (
    <aside className="live-disclaimer" aria-label={t("live.disclaimer")}>
      <p lang={contentLang}>{live.disclaimer}</p>
    </aside>
  );
}
