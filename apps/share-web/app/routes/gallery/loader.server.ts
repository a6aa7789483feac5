import type { GalleryImage } from "@davmu/contract/client";
import { sizedBodyImages } from "../../components/article/sized-body-images.ts";
import { toCardView } from "../../components/content/card-view.ts";
import {
  finishContentPage,
  itemHeader,
  loadContentItem,
  preloadPicture,
  screenComments,
  shareContext,
} from "../../components/content/content-screen.server.ts";
import { pictureFromSearch } from "../../components/gallery/gallery-index.ts";
import { GALLERY_IMAGE_SIZES } from "../../components/gallery/gallery-layout.ts";
import { getRecommend } from "../../platform/api.server.ts";
import type { Route } from "./+types/route";
import { galleryShareMeta } from "./share-meta.server.ts";

const RELATED_SIZE = 8;

/**
 * A gallery: awaited for the first paint (the picture it opens on is the page's largest paint),
 * related items deferred. `?p=3` opens the third picture.
 */
export async function loadGallery(args: Route.LoaderArgs) {
  const screen = await loadContentItem(args, "gallery");
  const { item, postId } = screen;
  const images: GalleryImage[] = item.media?.kind === "gallery" ? item.media.images : [];
  const start = pictureFromSearch(screen.url.searchParams, images.length);
  // Related items never fail the page; a client navigation shows the gallery before them.
  const related = getRecommend(postId, RELATED_SIZE).then(
    (r) => r.list.filter((c) => c.id !== postId).map(toCardView),
    () => null,
  );
  const share = galleryShareMeta(
    { ...item, images },
    await shareContext(screen, preloadPicture(images[start], GALLERY_IMAGE_SIZES)),
  );
  return {
    gallery: {
      ...itemHeader(item),
      author: item.author,
      // The introduction, sanitised when written; its own pictures (if any) sized like an article's.
      body_html: sizedBodyImages(item.body_html, item.images),
      // What the viewer draws of each picture; a caption is its text, the alt text only stands in for
      // a missing one.
      images: images.map(({ url, width, height, widths, caption, alt }) => ({
        url,
        width,
        height,
        widths,
        caption,
        ...(!caption && alt ? { alt } : {}),
      })),
    },
    start,
    ...(await finishContentPage(args, share, { related, comments: screenComments(item) })),
  };
}
