import type { Circle } from "@davmu/contract/client";
import { Link } from "react-router";
import { CircleAuthorLine } from "../../components/circle/circle-author-line.tsx";
import { CircleComments, type CircleCommentsFailure } from "../../components/circle/circle-comments.tsx";
import { CircleCounts } from "../../components/circle/circle-counts.tsx";
import { CirclePostPictures } from "../../components/circle/circle-post-pictures.tsx";
import { CirclePostText } from "../../components/circle/circle-post-text.tsx";
import { pageOf } from "../../components/content/paged-cards.tsx";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./circle-post.css?inline";
import cssHref from "./circle-post.css?url";
import { loadCirclePost } from "./loader.server.ts";

const screen = siteScreen("circle-post", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadCirclePost(args);
}

/** "More comments" that fails shows a retry under them, not the error page over the post. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    const cpage = pageOf(new URL(request.url).searchParams.get("cpage"));
    if (cpage === 1) throw error;
    return { commentsFailed: cpage } satisfies CircleCommentsFailure as never;
  }
}

/**
 * A circle's post (spec §2 `/dimim/content/{index}`): who wrote it and when, its text with its
 * topics as links, its pictures (a tap opens them large), its counts, the circle it is in, and its
 * comments, more a page at a time.
 */
export default function CirclePostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const f = useFormat();
  const { post, circle } = loaderData;
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "circle/post", params: { id: post.id } }} />}>
      <main>
        <article className="circle-post" aria-label={t("circle.post", { name: post.author.nickname })}>
          <CircleAuthorLine author={post.author} time={post.publish_time} />
          <h1 className="visually-hidden">{t("circle.post", { name: post.author.nickname })}</h1>
          <CirclePostText className="circle-post__text" text={post.text} topics={post.topics} linkTopics />
          <CirclePostPictures images={post.images} />
          <CircleCounts likes={f.count(post.like_count)} comments={f.count(post.comment_count)} raw={post} />
        </article>
        <CircleLink circle={circle} />
        <CircleComments key={post.id} first={loaderData.comments} />
        <p className="circle-join">{t("circle.joinInApp")}</p>
      </main>
    </screen.Page>
  );
}

/** The circle the post is in, as a row that leads to it. */
function CircleLink({ circle }: { circle: Circle }) {
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  return (
    <Link className="circle-from" to={path(`/dimim/circle/${circle.id}`)}>
      {circle.avatar && (
        <img className="circle-from__avatar" src={circle.avatar.url} alt="" width={44} height={44} />
      )}
      <span className="circle-from__text">
        <span className="circle-from__label">{t("circle.from")}</span>
        <span className="circle-from__name" lang={contentLang}>
          {circle.name}
        </span>
        <span className="circle-from__counts">
          {t("circle.members", { n: f.count(circle.member_count) })} ·{" "}
          {t("circle.posts", { n: f.count(circle.post_count) })}
        </span>
      </span>
      <span className="circle-from__go" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
