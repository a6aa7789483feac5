import { Suspense, useRef, useState } from "react";
import { useAfterLoad } from "../../platform/after-load/use-after-load.ts";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { initialMarks, type MarkKind, type Marks, type SocialItem } from "./marks.ts";

const SocialController = lazyPart(
  () => import("./social-controller.tsx").then((m) => m.SocialController),
  "social",
);

/** Taps the bar passes to its controller; those made before the controller arrived wait in `pending`. */
export type SocialTaps = {
  pending: MarkKind[];
  controller: { tap: (kind: MarkKind) => void } | null;
};

function HeartIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M12 20.3 4.7 13.2a4.6 4.6 0 0 1 0-6.6 4.7 4.7 0 0 1 6.6 0l.7.7.7-.7a4.7 4.7 0 0 1 6.6 0 4.6 4.6 0 0 1 0 6.6z"
        fill={on ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function StarIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="m12 3.6 2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
        fill={on ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Like and collect for one item, with the counts everyone sees (spec §1, §6; docs/decisions/0051).
 * The buttons and the stored counts come with the page, the same for everyone; what the visitor
 * marked, and what a tap does (login, the calls), is a chunk loaded once the page is idle or at
 * the first tap, and a tap that came before it is done when it arrives.
 */
export function SocialBar({ item }: { item: SocialItem }) {
  const { t } = useI18n();
  const f = useFormat();
  const [marks, setMarks] = useState<Marks>(() => initialMarks(item));
  const [notice, setNotice] = useState("");
  const idle = useAfterLoad();
  const [tapped, setTapped] = useState(false);
  const taps = useRef<SocialTaps>({ pending: [], controller: null }).current;
  const tap = (kind: MarkKind) => {
    if (taps.controller) return taps.controller.tap(kind);
    taps.pending.push(kind);
    setTapped(true);
  };
  return (
    <div className="social-bar" role="group" aria-label={t("social.label")}>
      <button
        type="button"
        className="social-bar__button social-bar__button--like"
        aria-pressed={marks.liked}
        onClick={() => tap("like")}
      >
        <HeartIcon on={marks.liked} />
        <span>{t("social.like")}</span>
        <span className="social-bar__count">{f.count(marks.like_count)}</span>
      </button>
      <button
        type="button"
        className="social-bar__button social-bar__button--collect"
        aria-pressed={marks.collected}
        onClick={() => tap("collect")}
      >
        <StarIcon on={marks.collected} />
        <span>{t("social.collect")}</span>
        <span className="social-bar__count">{f.count(marks.collect_count)}</span>
      </button>
      <p className="social-bar__notice" role="status">
        {notice}
      </p>
      {(idle || tapped) && (
        <Suspense fallback={null}>
          <SocialController item={item} taps={taps} marks={marks} setMarks={setMarks} setNotice={setNotice} />
        </Suspense>
      )}
    </div>
  );
}
