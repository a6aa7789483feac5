import type { GalleryViewerMessages } from "./gallery-viewer.messages.zh.ts";

/** The picture viewer's texts in English. */
export const messages: GalleryViewerMessages = {
  "gallery.viewer": "Gallery viewer",
  "gallery.strip": "Pictures: swipe or use the arrow keys",
  "gallery.picture": "Picture {n} of {count}",
  "gallery.previous": "Previous picture",
  "gallery.next": "Next picture",
  "gallery.zoom": "Zoom in",
  "gallery.all": "All pictures",
  "gallery.failed": "This picture could not be loaded",
  "gallery.empty": "This gallery has no pictures yet",
};
