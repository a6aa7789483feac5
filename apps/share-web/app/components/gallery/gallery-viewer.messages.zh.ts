/**
 * The picture viewer's texts in Chinese: spread into the gallery screen's (its viewer is on the
 * first paint), and loaded with the viewer's code where it opens later (a circle post's pictures).
 */
export const messages = {
  "gallery.viewer": "图集浏览",
  "gallery.strip": "图片，左右滑动或按方向键切换",
  "gallery.picture": "图片 {n}/{count}",
  "gallery.previous": "上一张",
  "gallery.next": "下一张",
  "gallery.zoom": "放大图片",
  "gallery.all": "全部图片",
  "gallery.failed": "图片加载失败",
  "gallery.empty": "这个图集暂时没有图片",
} as const;

export type GalleryViewerMessages = Record<keyof typeof messages, string>;
