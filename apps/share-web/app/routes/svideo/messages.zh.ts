import { commentMessages } from "../../components/comments/comment-messages.zh.ts";
import { messages as commentSection } from "../../components/comments/messages.zh.ts";

/** The short-video screen's own texts in Chinese, the default locale. */
export const messages = {
  ...commentMessages,
  ...commentSection,
  "svideo.feed": "短视频",
  "svideo.clip": "第 {n} 个短视频",
  "svideo.play": "播放",
  "svideo.pause": "暂停",
  "svideo.captions": "字幕",
  "svideo.mute": "静音",
  "svideo.unmute": "开启声音",
  "svideo.tapForSound": "轻触开启声音",
  "svideo.next": "下一个视频",
  "svideo.previous": "上一个视频",
  "svideo.home": "首页",
  "svideo.likes": "点赞 {n}",
  "svideo.comments": "评论 {n}",
  "svideo.shares": "分享 {n}",
  "svideo.closeComments": "收起评论",
  "svideo.linkCopied": "链接已复制",
  "svideo.progress": "播放进度",
  "svideo.buffering": "加载中…",
  "svideo.error": "视频暂时无法播放",
  "svideo.retry": "重试",
  "svideo.loadingMore": "正在加载更多视频…",
  "svideo.loadFailed": "加载失败，点击重试",
  "svideo.end": "没有更多短视频了",
  "svideo.backHome": "去首页看看",
} as const;

export type SvideoMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    svideo: typeof messages;
  }
}
