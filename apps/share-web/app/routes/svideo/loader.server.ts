import {
  finishContentPage,
  loadContentItem,
  preloadPicture,
  shareContext,
} from "../../components/content/content-screen.server.ts";
import { videoShareMeta } from "../../components/share/video-share-meta.server.ts";
import { type ClipPage, toClipView } from "../../components/svideo/clip-view.ts";
import { FEED_PAGE_SIZE } from "../../components/svideo/feed-window.ts";
import { CLIP_POSTER_SIZES } from "../../components/svideo/svideo-slide.tsx";
import { getContentPage } from "../../platform/api.server.ts";
import type { Route } from "./+types/route";

/**
 * A short video: the shared clip awaited for the first paint (its poster is the page's largest
 * picture); the feed's first page of more short videos deferred, never failing the page.
 */
export async function loadShortVideo(args: Route.LoaderArgs) {
  const screen = await loadContentItem(args, "svideo");
  const { item } = screen;
  const media = item.media?.kind === "video" ? item.media : null;
  // The list of short videos carries each clip's files (docs/decisions/0045).
  const more: Promise<ClipPage | null> = getContentPage({
    type: "svideo",
    pageindex: 1,
    pagesize: FEED_PAGE_SIZE,
  }).then(
    (page) => ({ clips: page.list.map(toClipView), pageindex: page.pageindex, hasMore: page.has_more }),
    () => null,
  );
  const clip = toClipView(item);
  const share = videoShareMeta(
    { ...item, media },
    await shareContext(screen, preloadPicture(clip.poster, CLIP_POSTER_SIZES)),
  );
  return { clip, ...(await finishContentPage(args, share, { more })) };
}
