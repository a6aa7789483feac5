import { commentMessages } from "../../components/comments/comment-messages.en.ts";
import { messages as commentSection } from "../../components/comments/messages.en.ts";
import type { SvideoMessages } from "./messages.zh.ts";

/** The short-video screen's own texts in English. */
export const messages: SvideoMessages = {
  ...commentMessages,
  ...commentSection,
  "svideo.feed": "Short videos",
  "svideo.clip": "Short video {n}",
  "svideo.play": "Play",
  "svideo.pause": "Pause",
  "svideo.captions": "Captions",
  "svideo.mute": "Mute",
  "svideo.unmute": "Turn sound on",
  "svideo.tapForSound": "Tap for sound",
  "svideo.next": "Next video",
  "svideo.previous": "Previous video",
  "svideo.home": "Home",
  "svideo.likes": "{n} likes",
  "svideo.comments": "{n} comments",
  "svideo.shares": "{n} shares",
  "svideo.closeComments": "Close comments",
  "svideo.linkCopied": "Link copied",
  "svideo.progress": "Playback position",
  "svideo.buffering": "Loading…",
  "svideo.error": "This video cannot be played right now",
  "svideo.retry": "Try again",
  "svideo.loadingMore": "Loading more videos…",
  "svideo.loadFailed": "Could not load more. Tap to try again",
  "svideo.end": "That's all the short videos for now",
  "svideo.backHome": "Go to the home page",
};
