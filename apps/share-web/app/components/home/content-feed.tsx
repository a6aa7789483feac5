import { Fragment, useEffect, useRef } from "react";
import { type FeedPage, useContentFeed } from "../../data/content-feed.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useMinimumDuration } from "../../platform/loading/use-minimum-duration.ts";
import { ContentCard } from "../content/content-card.tsx";
import { ContentCardSkeleton } from "../content/content-card-skeleton.tsx";

/** Every fifth item with a cover is shown large, the rest as rows, as news apps do. */
const LARGE_EVERY = 5;

/** Where a module (the hot list) sits in the feed: after the first screenful. */
const INSERT_AFTER = 4;

type Props = { first: FeedPage; gid: string | undefined; insert?: React.ReactNode };

/** The home list: more cards load as the visitor nears the end. */
export function ContentFeed({ first, gid, insert }: Props) {
  const { t } = useI18n();
  const { items, hasMore, status, loadMore } = useContentFeed(first, gid);
  const sentinel = useRef<HTMLDivElement>(null);
  const showSkeleton = useMinimumDuration(status === "loading");

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || status === "error") return;
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && void loadMore(), {
      rootMargin: "600px 0px",
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, status, loadMore]);

  if (items.length === 0) return <p className="feed__empty">{t("home.empty")}</p>;
  return (
    <section className="feed" aria-busy={status === "loading"}>
      {items.map((item, i) => (
        <Fragment key={item.id}>
          <ContentCard item={item} variant={i % LARGE_EVERY === 0 ? "large" : "row"} priority={i === 0} />
          {i === Math.min(INSERT_AFTER, items.length) - 1 && insert}
        </Fragment>
      ))}
      {showSkeleton && <ContentCardSkeleton />}
      <div ref={sentinel} className="feed__footer">
        {status === "error" ? (
          <button type="button" className="feed__retry" onClick={() => void loadMore()}>
            {t("home.loadFailed")}
          </button>
        ) : hasMore ? (
          <button
            type="button"
            className="feed__more"
            onClick={() => void loadMore()}
            disabled={status === "loading"}
          >
            {status === "loading" ? t("home.loading") : t("home.loadMore")}
          </button>
        ) : (
          <span className="feed__end">{t("home.end")}</span>
        )}
      </div>
    </section>
  );
}
