import { type CardLive, LIVE_STATUS } from "@davmu/contract/client";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

const KEYS = {
  [LIVE_STATUS.notStarted]: "card.live.upcoming",
  [LIVE_STATUS.live]: "card.live.on",
  [LIVE_STATUS.ended]: "card.live.ended",
  [LIVE_STATUS.review]: "card.live.review",
} as const;

/**
 * A live room's mark on its card's cover: 直播中 (red, with a beating dot), 预告, 回放 or 审核中,
 * as the service's card says it stood when the list was made; 直播 for a card that does not say.
 */
export function LiveMark({ live }: { live: CardLive | undefined }) {
  const { t } = useI18n();
  const onAir = live?.status === LIVE_STATUS.live;
  return (
    <span className={`content-card__duration${onAir ? " content-card__live--on" : ""}`}>
      {onAir && <span className="live-dot" aria-hidden="true" />}
      {t(live ? KEYS[live.status] : "card.live")}
    </span>
  );
}
