import { shareMessages } from "../share/share-messages.zh.ts";

/**
 * The texts of the audio pages' shared parts (player, track list, account, related albums), in
 * Chinese. Both audio screens spread them into their own messages: a page gets the texts of its
 * screens' folders only (docs/decisions/0018).
 */
export const audioMessages = {
  ...shareMessages,
  "audio.play": "播放",
  "audio.resumeFrom": "继续播放 {time}",
  "audio.playFrom": "从 {time} 开始播放",
  "audio.player": "音频播放器",
  "audio.trackNo": "第 {n} 首",
  "audio.playing": "正在播放",
  "audio.unavailable": "这段音频暂时无法收听",
  "audio.tracks": "曲目",
  "audio.trackCount": "共 {n} 首",
  "audio.earlierTracks": "查看前面的曲目",
  "audio.moreTracks": "查看更多（还有 {n} 首）",
  "audio.trackUnavailable": "暂不可播",
  "audio.plays": "{n} 播放",
  "audio.likes": "{n} 点赞",
  "audio.about": "简介",
  "audio.related": "相关专辑",
  "audio.relatedFailed": "相关专辑暂时加载不出来",
} as const;
