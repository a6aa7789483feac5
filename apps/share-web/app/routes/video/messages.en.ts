import { commentMessages } from "../../components/comments/comment-messages.en.ts";
import type { VideoMessages } from "./messages.zh.ts";

/** The video screen's own texts in English. */
export const messages: VideoMessages = {
  ...commentMessages,
  "video.play": "Play",
  "video.pause": "Pause",
  "video.mute": "Mute",
  "video.unmute": "Unmute",
  "video.fullscreen": "Full screen",
  "video.exitFullscreen": "Exit full screen",
  "video.progress": "Playback position",
  "video.quality": "Quality",
  "video.qualityAuto": "Auto",
  "video.danmu": "Danmu",
  "video.danmuOn": "Hide danmu",
  "video.danmuOff": "Show danmu",
  "video.danmuList": "Danmu",
  "video.buffering": "Buffering…",
  "video.error": "This video cannot be played right now",
  "video.retry": "Try again",
  "video.player": "Video player",
  "video.views": "{n} plays",
  "video.danmuCount": "{n} danmu",
  "video.album": "Series · {title}",
  "video.albumPlace": "Episode {position} of {count}",
  "video.related": "Related videos",
  "video.relatedMixed": "More to watch and read",
  "video.relatedFailed": "Related videos cannot be loaded right now",
  "video.description": "About",
};
