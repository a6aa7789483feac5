import { Fragment, Suspense, useId, useRef, useState } from "react";
import { type FeedPage, type FeedStatus, useContentFeed } from "../../data/content-feed.ts";
import { persistFeeds, saveFeed } from "../../data/content-feed-memory.ts";
import { useAfterLoad } from "../../platform/after-load/use-after-load.ts";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { ContentCard } from "../content/content-card.tsx";
import { ContentCardSkeleton } from "../content/content-card-skeleton.tsx";
import type { FeedMemory, FeedTaps } from "./feed-controller.tsx";

const FeedController = lazyPart(() => import("./feed-controller.tsx").then((m) => m.FeedController), "feed");

const MEMORY: FeedMemory = { saveFeed, persistFeeds };

/** Every fifth item with a cover is shown large, the rest as rows, as news apps do. */
const LARGE_EVERY = 5;

/** Where a module (the hot list) sits in the feed: after the first screenful. */
const INSERT_AFTER = 4;

type Props = {
  first: FeedPage;
  gid: string | undefined;
  /** The list's heading, for outlines only: the channel tabs show it. */
  heading: React.ReactNode;
  insert?: React.ReactNode;
};

/**
 * The home list: more cards load as the visitor nears the end. The cards and the button are
 * rendered and hydrated with the page; loading more is the feed controller's, which comes once the
 * page is idle, or at once when the button is tapped before.
 */
export function ContentFeed({ first, gid, heading, insert }: Props) {
  const { t } = useI18n();
  const { feed, setFeed, entryKey } = useContentFeed(first, gid);
  const { items, hasMore } = feed;
  const [status, setStatus] = useState<FeedStatus>("idle");
  const [showSkeleton, setSkeleton] = useState(false);
  const [asked, setAsked] = useState(false);
  const idle = useAfterLoad();
  const taps = useRef<FeedTaps>({ pending: false, loadMore: null }).current;
  const sentinel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const loadMore = () => {
    if (taps.loadMore) return taps.loadMore();
    taps.pending = true;
    setAsked(true);
  };

  if (items.length === 0) return <p className="feed__empty">{t("home.empty")}</p>;
  return (
    <section className="feed" aria-busy={status === "loading"} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {heading}
      </h2>
      {items.map((item, i) => (
        <Fragment key={item.id}>
          <ContentCard item={item} variant={i % LARGE_EVERY === 0 ? "large" : "row"} priority={i === 0} />
          {i === Math.min(INSERT_AFTER, items.length) - 1 && insert}
        </Fragment>
      ))}
      {showSkeleton && <ContentCardSkeleton />}
      <div ref={sentinel} className="feed__footer">
        {status === "error" ? (
          <button type="button" className="feed__retry" onClick={loadMore}>
            {t("home.loadFailed")}
          </button>
        ) : hasMore ? (
          <button
            type="button"
            className="feed__more"
            onClick={loadMore}
            // Not `disabled`: a disabled button drops keyboard focus; loading twice is refused anyway.
            aria-disabled={status === "loading"}
          >
            {status === "loading" ? t("home.loading") : t("home.loadMore")}
          </button>
        ) : (
          <span className="feed__end">{t("home.end")}</span>
        )}
      </div>
      {(idle || asked) && (
        <Suspense fallback={null}>
          <FeedController
            first={first}
            gid={gid}
            entryKey={entryKey}
            feed={feed}
            setFeed={setFeed}
            status={status}
            setStatus={setStatus}
            setSkeleton={setSkeleton}
            sentinel={sentinel}
            taps={taps}
            memory={MEMORY}
          />
        </Suspense>
      )}
    </section>
  );
}
