import { type ContentDetail, type Image, mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import { getContentDetail } from "../../platform/api.server.ts";
import type { ContentSource } from "../../platform/api.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import type { DocumentContext } from "../../platform/document/document-context.ts";
import { type Locale, localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl, type PreloadImage, pageAlternates } from "../../platform/seo.ts";
import { firstComments } from "../comments/comments.server.ts";
import { discoveryLinks } from "../reach/reach-paths.ts";
import type { ShareContext } from "../share/content-share-meta.server.ts";
import { pageShareSite, sitePathname } from "../share/page-share.server.ts";
import type { ShareMeta } from "../share/share-meta.ts";
import { contentHref, resolvePostId } from "./content-href.ts";

/** What a content screen's loader is given (React Router's loader arguments, as far as the kit reads them). */
export type ContentLoaderArgs = {
  params: { actor?: string; "*"?: string };
  request: Request;
  context?: unknown;
};

/** The request a content screen answers, read from its address. */
export type ContentRequest = {
  /** The site path without the base (locale prefix included). */
  pathname: string;
  locale: Locale;
  /** The obfuscated id, as the address carries it. */
  postId: string;
  source: ContentSource;
  url: URL;
};

/**
 * The first step of every content screen: its address read. An id that does not decode sends the
 * visitor to the 404 page (an address, so a mistyped link ends where a reload keeps it); a missing
 * one is a 404 in place. A draft's preview carries the CMS's own id, which is not decoded.
 */
export function contentRequest(
  { params, request }: ContentLoaderArgs,
  { preview = false }: { preview?: boolean } = {},
): ContentRequest {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const postId = resolvePostId(params);
  if (!preview && ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  return {
    pathname,
    locale,
    postId,
    source: params.actor === "mp" ? "mp" : "normal",
    url: new URL(request.url),
  };
}

/** What an item needs to be a content screen's: its type, its address's parts and its media account. */
type ScreenItem = Pick<ContentDetail, "id" | "type" | "actor" | "publish_time" | "mp" | "title">;

/** A content screen's item, with its request and its canonical address. */
export type ContentScreen<T> = ContentRequest & {
  item: T;
  /** The absolute canonical address of the item's page, in the page's language. */
  canonical: string;
  /** The item's page without a locale prefix: what its other languages' addresses are made from. */
  itemPath: string;
};

/** How a screen reads its item: the content detail by default, or its own call (an album's). */
export type ItemFetch<T> = (postId: string, source: ContentSource) => Promise<T>;

/**
 * The loader prelude of a content screen: the address read (`contentRequest`), then the item
 * fetched and checked (`fetchContentItem`).
 */
export async function loadContentItem<T extends ScreenItem = ContentDetail>(
  args: ContentLoaderArgs,
  type: T["type"],
  fetch?: ItemFetch<T>,
): Promise<ContentScreen<T>> {
  return fetchContentItem(contentRequest(args), type, fetch);
}

/**
 * A request's item, fetched and checked to be the screen's type: an item of another type, or a
 * non-media-account item asked for as one, is a 404; the service's own errors become the error
 * page (`toRouteError`). For a screen that asks for something beside its item, after reading the
 * request itself.
 */
export async function fetchContentItem<T extends ScreenItem = ContentDetail>(
  request: ContentRequest,
  type: T["type"],
  fetch: ItemFetch<T> = getContentDetail as unknown as ItemFetch<T>,
): Promise<ContentScreen<T>> {
  return screenOf(request, await fetch(request.postId, request.source).catch(toRouteError), type);
}

/** A fetched item made a screen's, or the 404 page when it is not the screen's type. */
function screenOf<T extends ScreenItem>(request: ContentRequest, item: T, type: T["type"]): ContentScreen<T> {
  // The media-account source holds media-account items only (spec §4), whatever call read them.
  if (item.type !== type || (request.source === "mp" && !item.mp)) throw routeError(404);
  const itemPath = contentHref(item);
  const canonical = absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(request.locale, itemPath));
  return { ...request, item, canonical, itemPath };
}

/** The absolute address of one of the site's paths, in the screen's language (an album's track, say). */
export function screenUrl(screen: ContentRequest, path: string): string {
  return absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(screen.locale, path));
}

/** The share context of a screen, with the picture its first screen shows largest. */
export async function shareContext(
  screen: ContentScreen<{ id: string; type: string; title: string }>,
  preloadImage: PreloadImage | null,
): Promise<ShareContext> {
  const origin = getServerConfig().DAVMU_WAP_HOST;
  return {
    site: await pageShareSite(screen.pathname),
    canonical: screen.canonical,
    language: screen.locale.iso,
    preloadImage,
    alternates: pageAlternates(origin, screen.itemPath),
    discovery: discoveryLinks(origin, screen.item, screen.canonical),
  };
}

/** A picture to preload, with the files it is served at and the sizes it is drawn at. */
export function preloadPicture(
  picture: Pick<Image, "url" | "width" | "widths"> | null | undefined,
  sizes: string,
): PreloadImage | null {
  if (!picture) return null;
  return {
    url: picture.url,
    srcSet: mediaSrcSet(picture.url, picture.widths, picture.width) || undefined,
    sizes,
  };
}

/** What every content screen shows at its top: the item's name, its account or source, time and counts. */
export type ItemHeader = Pick<
  ContentDetail,
  | "id"
  | "type"
  | "actor"
  | "title"
  | "mp"
  | "source"
  | "publish_time"
  | "view_count"
  | "like_count"
  | "collect_count"
  | "comment_count"
>;

/** The item header's fields of an item (a content detail or an album): the rest stays on the server. */
export function itemHeader<T extends ItemHeader>(item: T): Pick<T, keyof ItemHeader> {
  const { id, type, actor, title, mp, source, publish_time } = item;
  const { view_count, like_count, collect_count, comment_count } = item;
  return {
    id,
    type,
    actor,
    title,
    mp,
    source,
    publish_time,
    view_count,
    like_count,
    collect_count,
    comment_count,
  };
}

/**
 * The end of every content screen's loader: what the page defers (related items, the first
 * comments, the rest), awaited for the page's HTML and deferred in one order for a client
 * navigation (`deferredData`), and the head's tags and WeChat card from its share meta.
 */
export async function finishContentPage<T extends Record<string, Promise<unknown>>>(
  args: ContentLoaderArgs,
  share: Pick<ShareMeta, "meta" | "wechat">,
  deferred: T,
) {
  return {
    ...(await deferredData(args.context as DocumentContext | undefined, deferred)),
    meta: share.meta,
    wechat: share.wechat,
  };
}

/** The first comments of an item, deferred after what the page shows first (none for a draft). */
export function screenComments(item: Pick<ContentDetail, "id" | "mp">) {
  return firstComments(item.id, item.mp !== null);
}
