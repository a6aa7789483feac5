import type { CirclePost } from "@davmu/contract/client";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { usePagedLoads } from "../content/paged-cards.tsx";
import { CirclePostCard } from "./circle-post-card.tsx";

/** A page of posts as a circle's or a topic's loader gives it (`?page=N` asks for the Nth). */
export type CirclePostsPage = { list: CirclePost[]; page: number; hasMore: boolean };

const pickPosts = (data: { posts: CirclePostsPage }) => data.posts;

type Props = {
  first: CirclePostsPage;
  label: string;
  empty: string;
  /** On a topic's list, posts come from several circles: each card names its own. */
  showCircle: boolean;
};

/**
 * A circle's or a topic's posts: the first page from the server, the next ones through the page's
 * own loader (`?page=N`, which reads the content-list call; a link that works without scripts),
 * appended in place after hydration.
 */
export function CirclePostList({ first, label, empty, showCircle }: Props) {
  const { t } = useI18n();
  const { shown, nextHref, loading, failed, loadMore } = usePagedLoads<
    CirclePost,
    { posts: CirclePostsPage }
  >(first, pickPosts);
  if (shown.list.length === 0) return <p className="circle-list__note">{empty}</p>;
  return (
    <section className="circle-list" aria-label={label}>
      {shown.list.map((post) => (
        <CirclePostCard key={post.id} post={post} showCircle={showCircle} />
      ))}
      {shown.hasMore ? (
        <a
          className="circle-list__more"
          href={nextHref}
          aria-busy={loading}
          onClick={(event) => {
            event.preventDefault();
            loadMore();
          }}
        >
          {loading ? t("circle.loading") : failed ? t("circle.failed") : t("circle.more")}
        </a>
      ) : (
        <p className="circle-list__note">{t("circle.end")}</p>
      )}
      <p className="visually-hidden" role="status">
        {failed ? t("circle.failed") : ""}
      </p>
    </section>
  );
}
