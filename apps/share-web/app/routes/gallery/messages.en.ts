import { commentMessages } from "../../components/comments/comment-messages.en.ts";
import type { GalleryMessages } from "./messages.zh.ts";

/** The gallery screen's own texts in English. */
export const messages: GalleryMessages = {
  ...commentMessages,
  "gallery.viewer": "Gallery viewer",
  "gallery.strip": "Pictures: swipe or use the arrow keys",
  "gallery.picture": "Picture {n} of {count}",
  "gallery.previous": "Previous picture",
  "gallery.next": "Next picture",
  "gallery.zoom": "Zoom in",
  "gallery.all": "All pictures",
  "gallery.failed": "This picture could not be loaded",
  "gallery.empty": "This gallery has no pictures yet",
  "gallery.count": "{n} pictures",
  "gallery.views": "{n} views",
  "gallery.related": "Related",
  "gallery.relatedFailed": "Related items cannot be loaded right now",
};
