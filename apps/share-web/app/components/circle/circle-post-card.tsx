import type { CirclePost } from "@davmu/contract/client";
import { Link } from "react-router";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CircleAuthorLine } from "./circle-author-line.tsx";
import { CircleCounts } from "./circle-counts.tsx";
import { CircleImageGrid } from "./circle-image-grid.tsx";
import { CirclePostText } from "./circle-post-text.tsx";

/**
 * A post in a list: who and when, the text clamped to a few lines, the pictures, the counts. The
 * whole card opens the post (one link stretched over it); the circle's name, on a topic's list,
 * is a link of its own above it.
 */
export function CirclePostCard({ post, showCircle }: { post: CirclePost; showCircle: boolean }) {
  const { path, contentLang } = useI18n();
  const f = useFormat();
  const href = path(`/dimim/content/${post.id}`);
  return (
    <article className="circle-card">
      <CircleAuthorLine author={post.author} time={post.publish_time}>
        {showCircle && (
          <Link
            className="circle-card__circle"
            to={path(`/dimim/circle/${post.circle.id}`)}
            lang={contentLang}
          >
            {post.circle.name}
          </Link>
        )}
      </CircleAuthorLine>
      <Link className="circle-card__link" to={href}>
        <CirclePostText
          className="circle-card__text clamp"
          text={post.text}
          topics={post.topics}
          linkTopics={false}
        />
      </Link>
      <CircleImageGrid images={post.images} />
      <CircleCounts likes={f.count(post.like_count)} comments={f.count(post.comment_count)} raw={post} />
    </article>
  );
}
