import { commentMessages } from "../../components/comments/comment-messages.zh.ts";
/** The gallery screen's own texts in Chinese, the default locale. */
export const messages = {
  ...commentMessages,
  "gallery.viewer": "图集浏览",
  "gallery.strip": "图片，左右滑动或按方向键切换",
  "gallery.picture": "图片 {n}/{count}",
  "gallery.previous": "上一张",
  "gallery.next": "下一张",
  "gallery.zoom": "放大图片",
  "gallery.all": "全部图片",
  "gallery.failed": "图片加载失败",
  "gallery.empty": "这个图集暂时没有图片",
  "gallery.count": "共 {n} 张",
  "gallery.views": "{n} 浏览",
  "gallery.related": "相关推荐",
  "gallery.relatedFailed": "相关推荐暂时加载不出来",
} as const;

export type GalleryMessages = Record<keyof typeof messages, string>;
