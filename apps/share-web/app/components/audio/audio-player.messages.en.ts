import type { AudioPlayerMessages } from "./audio-player.messages.zh.ts";

/** The audio player's texts in English. */
export const messages: AudioPlayerMessages = {
  "audio.pause": "Pause",
  "audio.progress": "Playback position",
  "audio.position": "{at} of {total}",
  "audio.speed": "Playback speed {rate}, tap to change",
  "audio.back15": "Back 15 seconds",
  "audio.forward15": "Forward 15 seconds",
  "audio.previous": "Previous track",
  "audio.next": "Next track",
  "audio.toList": "Track list",
  "audio.buffering": "Buffering…",
  "audio.error": "This audio cannot be played right now",
  "audio.retry": "Try again",
  "audio.miniPlayer": "Mini player",
  "audio.backToPlayer": "Back to the player: ",
};
