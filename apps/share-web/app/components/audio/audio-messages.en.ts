import { shareMessages } from "../share/share-messages.en.ts";
import type { audioMessages as zh } from "./audio-messages.zh.ts";

/** The texts of the audio pages' shared parts in English. */
export const audioMessages: Record<keyof typeof zh, string> = {
  ...shareMessages,
  "audio.play": "Play",
  "audio.resumeFrom": "Resume from {time}",
  "audio.playFrom": "Play from {time}",
  "audio.player": "Audio player",
  "audio.trackNo": "Track {n}",
  "audio.playing": "Playing",
  "audio.unavailable": "This audio is not available yet",
  "audio.tracks": "Tracks",
  "audio.trackCount": "{n} in all",
  "audio.earlierTracks": "Show earlier tracks",
  "audio.moreTracks": "Show more ({n} left)",
  "audio.trackUnavailable": "Not available",
  "audio.plays": "{n} plays",
  "audio.likes": "{n} likes",
  "audio.about": "About",
  "audio.related": "Related albums",
  "audio.relatedFailed": "Related albums cannot be loaded right now",
};
