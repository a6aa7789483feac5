import { commentMessages } from "../../components/comments/comment-messages.en.ts";
import { messages as viewerMessages } from "../../components/gallery/gallery-viewer.messages.en.ts";
import type { GalleryMessages } from "./messages.zh.ts";

/** The gallery screen's own texts in English. */
export const messages: GalleryMessages = {
  ...commentMessages,
  ...viewerMessages,
  "gallery.count": "{n} pictures",
  "gallery.views": "{n} views",
  "gallery.related": "Related",
  "gallery.relatedFailed": "Related items cannot be loaded right now",
};
