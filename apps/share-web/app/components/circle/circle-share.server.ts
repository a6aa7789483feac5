import type { Circle, CircleComment, CirclePost, CircleTopic } from "@davmu/contract/client";
import { mediaSrcSet } from "@davmu/contract/client";
import { type PreloadImage, pageMeta } from "../../platform/seo.ts";
import {
  clampText,
  isoTime,
  jsonLdMeta,
  pickShareImage,
  type ShareMeta,
  type ShareSite,
} from "../share/share-meta.ts";

type Context = { site: ShareSite; canonical: string; language: string; siteUrl: (path: string) => string };

function share(
  ctx: Context,
  input: {
    title: string;
    description: string;
    image: ReturnType<typeof pickShareImage>;
    imageAlt: string;
    type?: "article";
    preloadImage?: PreloadImage | null;
    jsonLd: Record<string, unknown>;
  },
): ShareMeta {
  const image = input.image?.url ?? null;
  return {
    meta: [
      ...pageMeta({
        title: input.title,
        siteName: ctx.site.siteName,
        description: input.description,
        url: ctx.canonical,
        image,
        imageWidth: input.image?.width,
        imageHeight: input.image?.height,
        imageAlt: input.imageAlt,
        locale: ctx.language,
        type: input.type,
        preloadImage: input.preloadImage,
      }),
      jsonLdMeta(input.jsonLd),
    ],
    wechat: { title: input.title, desc: input.description, link: ctx.canonical, imgUrl: image ?? "" },
    jsonLd: input.jsonLd,
  };
}

const fallbackImages = (site: ShareSite) => [site.shareImage, site.logo ? { url: site.logo } : null] as const;

/** A circle's card: its name, its description, its banner; a CollectionPage about the group. */
export function circleShareMeta(
  circle: Circle,
  posts: CirclePost[],
  ctx: Context & { lead: string },
): ShareMeta {
  const description = clampText(circle.description || ctx.lead, 200);
  const picked = pickShareImage(circle.cover, circle.avatar, ...fallbackImages(ctx.site));
  return share(ctx, {
    title: circle.name,
    description,
    image: picked,
    imageAlt: circle.name,
    preloadImage: circle.cover && {
      url: circle.cover.url,
      srcSet: mediaSrcSet(circle.cover.url, circle.cover.widths, circle.cover.width) || undefined,
      sizes: "100vw",
    },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: circle.name,
      description,
      url: ctx.canonical,
      inLanguage: ctx.language,
      ...(picked ? { image: [picked.url] } : {}),
      about: {
        "@type": "Organization",
        name: circle.name,
        description: circle.description,
        ...(circle.avatar ? { logo: circle.avatar.url } : {}),
        founder: { "@type": "Person", name: circle.owner.nickname },
      },
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: circle.post_count,
        itemListElement: posts.map((post, n) => ({
          "@type": "ListItem",
          position: n + 1,
          url: ctx.siteUrl(`/dimim/content/${post.id}`),
        })),
      },
    },
  });
}

/** A post's card: who and the first words; a DiscussionForumPosting in its circle. */
export function postShareMeta(
  post: CirclePost,
  circle: Circle,
  comments: CircleComment[],
  ctx: Context & { title: string },
): ShareMeta {
  const description = clampText(post.text, 120);
  const picked = pickShareImage(post.images[0], circle.cover, ...fallbackImages(ctx.site));
  const first = post.images[0];
  const person = (a: { nickname: string }) => ({ "@type": "Person", name: a.nickname });
  const stat = (type: string, n: number) => ({
    "@type": "InteractionCounter",
    interactionType: `https://schema.org/${type}`,
    userInteractionCount: n,
  });
  return share(ctx, {
    title: ctx.title,
    description,
    image: picked,
    imageAlt: ctx.title,
    type: "article",
    preloadImage:
      first && post.images.length === 1
        ? {
            url: first.url,
            srcSet: mediaSrcSet(first.url, first.widths, first.width) || undefined,
            sizes: "92vw",
          }
        : null,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "DiscussionForumPosting",
      headline: clampText(post.text, 110),
      text: post.text,
      url: ctx.canonical,
      datePublished: isoTime(post.publish_time),
      inLanguage: ctx.language,
      author: person(post.author),
      ...(post.images.length ? { image: post.images.map((im) => im.url) } : {}),
      commentCount: post.comment_count,
      interactionStatistic: [stat("LikeAction", post.like_count), stat("CommentAction", post.comment_count)],
      isPartOf: { "@type": "WebPage", name: circle.name, url: ctx.siteUrl(`/dimim/circle/${circle.id}`) },
      comment: comments.map((c) => ({
        "@type": "Comment",
        text: c.text,
        datePublished: isoTime(c.created_at),
        author: person(c.author),
      })),
    },
  });
}

/** A topic's card: `#name#` and its description; a CollectionPage of its posts. */
export function topicShareMeta(
  topic: CircleTopic,
  posts: CirclePost[],
  ctx: Context & { lead: string },
): ShareMeta {
  const title = `#${topic.name}#`;
  const description = clampText(topic.description || ctx.lead, 200);
  const picked = pickShareImage(topic.cover, ...fallbackImages(ctx.site));
  return share(ctx, {
    title,
    description,
    image: picked,
    imageAlt: topic.name,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: title,
      description,
      url: ctx.canonical,
      inLanguage: ctx.language,
      about: { "@type": "Thing", name: topic.name },
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: topic.post_count,
        itemListElement: posts.map((post, n) => ({
          "@type": "ListItem",
          position: n + 1,
          url: ctx.siteUrl(`/dimim/content/${post.id}`),
        })),
      },
    },
  });
}
