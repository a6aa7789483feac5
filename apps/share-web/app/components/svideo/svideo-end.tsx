import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { FeedState } from "./feed-window.ts";

/** The slide after the last clip: more on the way, a retry when they failed, or the end of the feed. */
export function SvideoEnd({ feed, onRetry }: { feed: FeedState; onRetry: () => void }) {
  const { t, path } = useI18n();
  return (
    <section className="svclip svclip--end" data-index={feed.clips.length} aria-live="polite">
      {feed.status === "error" ? (
        <button type="button" className="svclip__retry" onClick={onRetry}>
          {t("svideo.loadFailed")}
        </button>
      ) : feed.hasMore ? (
        <p className="svclip__end-note">
          <span className="svclip__spinner svclip__spinner--inline" aria-hidden="true" />
          {t("svideo.loadingMore")}
        </p>
      ) : (
        <>
          <p className="svclip__end-note">{t("svideo.end")}</p>
          <Link className="svclip__retry" to={path("/")}>
            {t("svideo.backHome")}
          </Link>
        </>
      )}
    </section>
  );
}
