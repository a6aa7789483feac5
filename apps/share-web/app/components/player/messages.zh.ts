/**
 * The player's texts in Chinese (its controls, danmu and their box): loaded with the player's code,
 * which comes at the tap on play or once the page is idle (video-stage.tsx); the poster's play
 * button is the page's own ("video.play", routes/video).
 */
export const messages = {
  "video.pause": "暂停",
  "video.mute": "静音",
  "video.unmute": "取消静音",
  "video.fullscreen": "全屏",
  "video.exitFullscreen": "退出全屏",
  "video.progress": "播放进度",
  "video.quality": "清晰度",
  "video.qualityAuto": "自动",
  "video.qualitySmooth": "流畅",
  "video.qualitySD": "标清",
  "video.qualityHD": "高清",
  "video.qualityFullHD": "超清",
  "video.settings": "播放设置",
  "video.settingsOpen": "设置",
  "video.settingsClose": "收起播放设置",
  "video.speed": "倍速",
  "video.captions": "字幕",
  "video.captionsOff": "关闭",
  "video.pip": "画中画",
  "video.pipExit": "退出画中画",
  "video.danmuOn": "关闭弹幕",
  "video.danmuOff": "开启弹幕",
  "video.danmuSend": "发弹幕",
  "video.danmuPlaceholder": "发个友善的弹幕见证当下",
  "video.danmuSubmit": "发送",
  "video.danmuClose": "收起弹幕输入",
  "video.danmuSent": "弹幕已发送",
  "video.danmuHeld": "弹幕审核中，仅自己可见",
  "video.danmuRate": "发得太快了，请稍后再试",
  "video.danmuInvalid": "弹幕内容不符合要求",
  "video.danmuFailed": "发送失败，请稍后再试",
  "video.danmuList": "弹幕列表",
  "video.buffering": "缓冲中…",
  "video.live": "直播",
  "video.error": "视频暂时无法播放",
  "video.retry": "重试",
  "video.player": "视频播放器",
  "video.danmuDensity": "弹幕密度",
  "video.danmuDensitySparse": "稀疏",
  "video.danmuDensityStandard": "适中",
  "video.danmuDensityDense": "密集",
} as const;

export type PlayerMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    player: typeof messages;
  }
}
