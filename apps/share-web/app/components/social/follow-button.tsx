import { Suspense, useEffect, useRef, useState } from "react";
import { useAfterLoad } from "../../platform/after-load/use-after-load.ts";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { FollowState, FollowTaps } from "./follow-state.ts";

const FollowController = lazyPart(
  () => import("./follow-controller.tsx").then((m) => m.FollowController),
  "follow",
);

type Props = {
  account: { id: string; name: string; follower_count: number };
  /** The block's class for placement and look (`video-account__follow`). */
  className: string;
  /** Told of the follower count as it changes, for a count shown beside the button. */
  onCount?: (count: number) => void;
  /**
   * `text` (the default): "关注" / "已关注". `mark`: a round "+" under an avatar, a tick once
   * followed, as the short-video apps draw it; the words are the button's name.
   */
  look?: "text" | "mark";
};

/**
 * Follow a media account (spec §1, §6; docs/decisions/0051). The button comes with the page, the
 * same for everyone ("关注"); whether the visitor follows, and what a tap does (login, the call), is
 * a chunk loaded once the page is idle or at the first tap, as the social bar's is.
 */
export function FollowButton({ account, className, onCount, look = "text" }: Props) {
  const { t } = useI18n();
  const [state, setState] = useState<FollowState>({
    followed: false,
    follower_count: account.follower_count,
  });
  const idle = useAfterLoad();
  const [tapped, setTapped] = useState(false);
  const taps = useRef<FollowTaps>({ pending: false, controller: null }).current;
  const reported = useRef(onCount);
  reported.current = onCount;
  useEffect(() => {
    reported.current?.(state.follower_count);
  }, [state.follower_count]);
  const tap = () => {
    if (taps.controller) return taps.controller.tap();
    taps.pending = true;
    setTapped(true);
  };
  return (
    <>
      <button
        type="button"
        className={
          look === "mark"
            ? `${className}${state.followed ? ` ${className}--on` : ""}`
            : `follow-button ${className}${state.followed ? " follow-button--on" : ""}`
        }
        aria-pressed={state.followed}
        aria-label={t("social.followName", { name: account.name })}
        onClick={tap}
      >
        {look === "mark" ? (
          <span aria-hidden="true">{state.followed ? "✓" : "+"}</span>
        ) : state.followed ? (
          t("social.following")
        ) : (
          t("social.follow")
        )}
      </button>
      {(idle || tapped) && (
        <Suspense fallback={null}>
          <FollowController account={account} taps={taps} state={state} setState={setState} />
        </Suspense>
      )}
    </>
  );
}
