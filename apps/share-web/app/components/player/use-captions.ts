import type { CaptionTrack } from "@davmu/contract/client";
import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";
import { kept } from "../../platform/data/kept.ts";

/** Where the visitor's caption choice is kept: a language, or off. */
export const CAPTIONS_KEY = "davmu.captions";
const OFF = "off";

const keptChoice = kept<string>("local", CAPTIONS_KEY, {
  decode: (text) => (/^(off|[a-zA-Z]{2,3}(-[a-zA-Z0-9]+)*)$/.test(text) ? text : null),
  encode: (value) => value,
});

/** Every part of the page showing captions (the feed's clips, its switch) follows one choice. */
const listeners = new Set<() => void>();
let current: string | null | undefined;
const readChoice = () => {
  if (current === undefined) current = keptChoice.read();
  return current;
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows captions in `lang` (null: off) everywhere on the page, and keeps the choice for the next visit. */
export function chooseCaptions(lang: string | null): void {
  current = lang ?? OFF;
  keptChoice.write(current);
  for (const listener of listeners) listener();
}

/** The visitor's caption choice: a language, `off`, or null when they never chose (or on the server). */
export function useCaptionChoice(): string | null {
  return useSyncExternalStore(subscribe, readChoice, () => null);
}

/**
 * The track to show of `tracks` for a kept choice: the one in the chosen language, else one whose
 * language starts the same (`zh` for `zh-CN`); none when captions were turned off or never on.
 */
export function captionIndex(tracks: readonly Pick<CaptionTrack, "lang">[], choice: string | null): number {
  if (!choice || choice === OFF) return -1;
  const exact = tracks.findIndex((t) => t.lang.toLowerCase() === choice.toLowerCase());
  if (exact >= 0) return exact;
  const base = choice.split("-")[0]!.toLowerCase();
  return tracks.findIndex((t) => t.lang.split("-")[0]!.toLowerCase() === base);
}

/**
 * The captions of the video in `video` (its `<track>` elements, one per caption track, in order):
 * off unless the visitor turned them on, then in the language they chose, kept for their next
 * video. The page draws the current cue itself (`lines`), above the controls and the danmu's
 * band, with the track `hidden`; when iOS takes the bare `<video>` to its own full screen, the
 * track is `showing`, so the system draws it there.
 */
export function useCaptions(video: RefObject<HTMLVideoElement | null>, tracks: readonly CaptionTrack[]) {
  const choice = useCaptionChoice();
  const [lines, setLines] = useState<string[]>([]);
  const index = captionIndex(tracks, choice);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let nativeFullscreen = false;
    const textTracks = () => Array.from(el.textTracks).filter((t) => t.kind === "subtitles");
    const shown = () => textTracks()[index];
    const show = () => {
      textTracks().forEach((track, i) => {
        track.mode = i === index ? (nativeFullscreen ? "showing" : "hidden") : "disabled";
      });
      read();
    };
    const read = () => {
      const cues = shown()?.activeCues;
      const next = cues
        ? Array.from(cues).flatMap((cue) =>
            ((cue as VTTCue).getCueAsHTML?.().textContent ?? (cue as VTTCue).text).split("\n"),
          )
        : [];
      setLines((prev) => (prev.join("\n") === next.join("\n") ? prev : next));
    };
    const enter = () => {
      nativeFullscreen = true;
      show();
    };
    const leave = () => {
      nativeFullscreen = false;
      show();
    };
    show();
    // The tracks' cues arrive after their files load; the current ones change as it plays.
    const list = el.textTracks;
    list.addEventListener("addtrack", show);
    el.addEventListener("webkitbeginfullscreen", enter);
    el.addEventListener("webkitendfullscreen", leave);
    const track = shown();
    track?.addEventListener("cuechange", read);
    return () => {
      list.removeEventListener("addtrack", show);
      el.removeEventListener("webkitbeginfullscreen", enter);
      el.removeEventListener("webkitendfullscreen", leave);
      track?.removeEventListener("cuechange", read);
    };
  }, [video, index]);

  return {
    /** The language shown, null when off. */
    shown: index >= 0 ? tracks[index]!.lang : null,
    choose: chooseCaptions,
    /** The current cue's lines, empty between cues and when off. */
    lines: index >= 0 ? lines : [],
  };
}
