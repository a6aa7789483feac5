import { messages as videoMessages } from "../video/messages.zh.ts";

/** The video album screen's texts in Chinese, the default locale, with the video screen's (its player). */
export const messages = {
  ...videoMessages,
  "videoAlbum.episodes": "选集",
  "videoAlbum.episodeCount": "共 {n} 集",
  "videoAlbum.episodeNo": "第 {n} 集",
  "videoAlbum.totalDuration": "总时长 {time}",
  "videoAlbum.views": "{n} 播放",
  "videoAlbum.description": "简介",
  "videoAlbum.nowPlaying": "正在播放",
  "videoAlbum.unavailable": "暂不可播放",
  "videoAlbum.earlier": "查看前面的剧集",
  "videoAlbum.later": "查看更多剧集",
  "videoAlbum.pageFailed": "剧集暂时加载不出来，请稍后再试",
  "videoAlbum.empty": "这个合集还没有剧集",
  "videoAlbum.nextUp": "下一集",
  "videoAlbum.nextIn": "{n} 秒后播放下一集",
  "videoAlbum.cancel": "取消连播",
  "videoAlbum.close": "关闭",
  "videoAlbum.playNow": "立即播放",
  "videoAlbum.playNext": "播放下一集",
  "videoAlbum.related": "相关合集",
  "videoAlbum.relatedFailed": "相关合集暂时加载不出来",
} as const;

export type VideoAlbumMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    videoAlbum: typeof messages;
  }
}
