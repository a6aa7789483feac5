import { commentMessages } from "../../components/comments/comment-messages.zh.ts";
/** The video screen's own texts in Chinese, the default locale. */
export const messages = {
  ...commentMessages,
  "video.play": "播放",
  "video.pause": "暂停",
  "video.mute": "静音",
  "video.unmute": "取消静音",
  "video.fullscreen": "全屏",
  "video.exitFullscreen": "退出全屏",
  "video.progress": "播放进度",
  "video.quality": "清晰度",
  "video.qualityAuto": "自动",
  "video.danmu": "弹幕",
  "video.danmuOn": "关闭弹幕",
  "video.danmuOff": "开启弹幕",
  "video.danmuList": "弹幕列表",
  "video.buffering": "缓冲中…",
  "video.error": "视频暂时无法播放",
  "video.retry": "重试",
  "video.player": "视频播放器",
  "video.views": "{n} 播放",
  "video.danmuCount": "{n} 弹幕",
  "video.album": "合集 · {title}",
  "video.albumPlace": "第 {position} / {count} 集",
  "video.related": "相关视频",
  "video.relatedMixed": "相关推荐",
  "video.relatedFailed": "相关视频暂时加载不出来",
  "video.description": "简介",
} as const;

export type VideoMessages = Record<keyof typeof messages, string>;
