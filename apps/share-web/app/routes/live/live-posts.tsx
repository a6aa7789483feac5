import type { LivePost } from "@davmu/contract/client";
import { chinaParts } from "@davmu/format";
import { useEffect, useRef, useState } from "react";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

const POST_IMAGE_SIZES = "(min-width: 720px) 640px, calc(100vw - 56px)";

function clockText(time: number): string {
  const { hour, minute } = chinaParts(time * 1000);
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * The live blog's posts on a timeline, newest first. Posts that arrive while the page is open are
 * marked new and announced politely (how many), never read out whole over what the visitor reads.
 */
export function LivePosts({ posts, live }: { posts: LivePost[]; live: boolean }) {
  const { t, contentLang } = useI18n();
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(posts.map((p) => p.id));
      return;
    }
    const known = seen.current;
    const added = posts.filter((p) => !known.has(p.id)).map((p) => p.id);
    for (const id of added) known.add(id);
    if (added.length > 0) setFresh(new Set(added));
  }, [posts]);
  return (
    <section className="live-posts" aria-labelledby="live-posts-title">
      <h2 id="live-posts-title" className="live-posts__title">
        {t("live.posts")}
      </h2>
      <p className="visually-hidden" aria-live="polite">
        {fresh.size > 0 ? t("live.postsNew", { n: fresh.size }) : ""}
      </p>
      {posts.length === 0 ? (
        <p className="live-posts__empty">{t("live.postsEmpty")}</p>
      ) : (
        <ol className={`live-posts__list${live ? " live-posts__list--live" : ""}`}>
          {posts.map((post) => (
            <li key={post.id} className={`live-post${fresh.has(post.id) ? " live-post--new" : ""}`}>
              <time className="live-post__time" dateTime={new Date(post.time * 1000).toISOString()}>
                {clockText(post.time)}
              </time>
              <div className="live-post__body">
                <p className="live-post__text" lang={contentLang}>
                  {post.text}
                </p>
                {post.image && (
                  <CoverImage
                    className="live-post__image"
                    image={{ ...post.image, alt: post.image.alt ?? post.text.slice(0, 40) }}
                    sizes={POST_IMAGE_SIZES}
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
