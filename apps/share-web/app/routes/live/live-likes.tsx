import { LIVE_LIKE_BATCH_MAX } from "@davmu/contract/client";
import { useEffect, useRef, useState } from "react";
import { Icon } from "../../components/icons/icon.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";

/** Taps within this long go in one call. */
const BATCH_MS = 800;
/** Hearts on screen at most: a fast thumb should not fill the page. */
const HEARTS_MAX = 12;

const batchId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * The room's like button: every tap counts (a live room's hearts are not a toggle), shows at once
 * with a heart floating up and the visitor's own taps as "+N" beside the count (a room of 3.6万
 * likes still reads 3.6万 after one more, and reduced motion sends no heart), and goes to the
 * service with the taps around it in one call, whose id makes a retry count once. `total` is the
 * room's count as the service last said it.
 */
export function LiveLikes({ liveId, total, live }: { liveId: string; total: number; live: boolean }) {
  const { t } = useI18n();
  const f = useFormat();
  const api = useBrowserApi();
  const [confirmed, setConfirmed] = useState(total);
  const [pending, setPending] = useState(0);
  const [hearts, setHearts] = useState<number[]>([]);
  const [mine, setMine] = useState(0);
  const queued = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextHeart = useRef(0);

  useEffect(() => setConfirmed((c) => Math.max(c, total)), [total]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const flush = () => {
    timer.current = null;
    const count = Math.min(queued.current, LIVE_LIKE_BATCH_MAX);
    queued.current -= count;
    if (!api || count === 0) return;
    api
      .liveLike({ params: { id: liveId }, body: { msg_id: batchId(), count } })
      .then((r) => setConfirmed((c) => Math.max(c, r.like_count)))
      .catch(() => {})
      .finally(() => setPending((p) => Math.max(0, p - count)));
    if (queued.current > 0) timer.current = setTimeout(flush, BATCH_MS);
  };

  const tap = () => {
    queued.current++;
    setPending((p) => p + 1);
    setMine((m) => m + 1);
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (!reduced) {
      const key = nextHeart.current++;
      setHearts((h) => [...h.slice(-(HEARTS_MAX - 1)), key]);
      setTimeout(() => setHearts((h) => h.filter((k) => k !== key)), 1400);
    }
    timer.current ??= setTimeout(flush, BATCH_MS);
  };

  const shown = confirmed + pending;
  return (
    <div className="live-likes">
      <button
        type="button"
        className="live-likes__button"
        onClick={tap}
        disabled={!live}
        aria-label={
          mine > 0 ? t("live.likeMine", { n: f.count(shown), mine }) : t("live.like", { n: f.count(shown) })
        }
      >
        <Icon
          d="M12 20.5s-7.5-4.6-9.3-9.1C1.5 8.2 3.4 4.5 7 4.5c2 0 3.7 1.1 5 2.9 1.3-1.8 3-2.9 5-2.9 3.6 0 5.5 3.7 4.3 6.9-1.8 4.5-9.3 9.1-9.3 9.1z"
          size={22}
        />
        <span className="live-likes__count" aria-hidden="true">
          {f.count(shown)}
        </span>
        {mine > 0 && (
          <span className="live-likes__mine" aria-hidden="true">
            +{mine}
          </span>
        )}
      </button>
      <span className="live-likes__hearts" aria-hidden="true">
        {hearts.map((key) => (
          <span
            key={key}
            className="live-likes__heart"
            style={{ ["--drift" as string]: `${((key * 37) % 40) - 20}px` }}
          >
            ♥
          </span>
        ))}
      </span>
    </div>
  );
}
