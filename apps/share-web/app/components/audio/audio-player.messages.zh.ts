/**
 * The audio player's texts in Chinese (its controls and the mini player): loaded with their code,
 * which comes at the first tap on play (audio-stage.tsx, audio-dock.tsx); the still player's play
 * button is the page's own (audio-messages.zh.ts).
 */
export const messages = {
  "audio.pause": "暂停",
  "audio.progress": "播放进度",
  "audio.position": "{at}，共 {total}",
  "audio.speed": "播放速度 {rate}，点按切换",
  "audio.back15": "后退 15 秒",
  "audio.forward15": "前进 15 秒",
  "audio.previous": "上一首",
  "audio.next": "下一首",
  "audio.toList": "曲目列表",
  "audio.buffering": "缓冲中…",
  "audio.error": "音频暂时无法播放",
  "audio.retry": "重试",
  "audio.miniPlayer": "迷你播放器",
  "audio.backToPlayer": "回到播放器：",
} as const;

export type AudioPlayerMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    audioPlayer: typeof messages;
  }
}
