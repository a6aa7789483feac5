import { startTimeOf, startWithin } from "../../platform/start-time.ts";
import { playPositions, positionToKeep } from "./play-position.ts";

/** Past this many seconds when this code comes, the item plays on from there. */
const LATE_START_SECONDS = 3;
/** While playing, the position is kept this often (seconds of playback). */
const KEEP_STEP_SECONDS = 5;

/** The element of the item played last on this page, while it is there: what "share from here" reads. */
let played: { id: string; media: HTMLMediaElement } | null = null;

/**
 * Where the video or track played on this page stands, in seconds, for a link that starts there;
 * null when nothing has played or it stands at the very start.
 */
export function playedPosition(): number | null {
  const seconds = played?.media.currentTime ?? 0;
  return Number.isFinite(seconds) && seconds >= 1 ? seconds : null;
}

/** Where an item starts when played: the address's start time (`link`), or where the visitor left it. */
export type StartPosition = { seconds: number; from: "link" | "kept" };

/**
 * Where item `id` (`duration` seconds long; 0: not known) starts when played: the page address's
 * start time (`?t=`) when it names a time within the item, else the position this browser kept
 * for it, else null (the beginning). Browser only.
 */
export function startPositionOf(id: string, duration: number): StartPosition | null {
  const linked = startWithin(startTimeOf(window.location.search), duration);
  if (linked !== null) return { seconds: linked, from: "link" };
  const kept = playPositions.get(id);
  return kept !== null && positionToKeep(kept, duration) !== null ? { seconds: kept, from: "kept" } : null;
}

/**
 * Keeps the visitor's place in item `id` playing in `media` (docs/decisions/0108): it starts from
 * `startPositionOf` once its file is loaded, and its position is kept in this browser on pause,
 * when the page is hidden or left, when another item takes the element, and every few seconds
 * while it plays; played to its end, or not past its first seconds, nothing is kept
 * (`positionToKeep`). Returns what stops it (keeping where the item stands then).
 */
export function keepPosition(id: string, el: HTMLMediaElement, duration: number): () => void {
  let begun = false;
  let begunPlaying = !el.paused && el.currentTime > 0;
  if (begunPlaying) played = { id, media: el };
  let at = el.currentTime;
  let written = -1;
  let length = duration;
  const begin = () => {
    if (begun || el.readyState < HTMLMediaElement.HAVE_METADATA) return;
    begun = true;
    if (Number.isFinite(el.duration) && el.duration > 0) length = el.duration;
    const start = startPositionOf(id, length);
    // Not where the visitor has already moved it to, or played on from (this code came late).
    if (start && el.currentTime < Math.min(start.seconds, LATE_START_SECONDS)) el.currentTime = start.seconds;
  };
  // Once a new file is loading (another item in the same element), the element's position is no
  // longer this item's: the last one read stands.
  const read = () => {
    if (el.readyState < HTMLMediaElement.HAVE_METADATA) return;
    at = el.currentTime;
    if (Number.isFinite(el.duration) && el.duration > 0) length = el.duration;
  };
  const keep = () => {
    if (!begunPlaying) return;
    written = at;
    playPositions.set(id, positionToKeep(at, length));
  };
  const onPlaying = () => {
    begunPlaying = true;
    played = { id, media: el };
  };
  const onTime = () => {
    read();
    if (Math.abs(at - written) >= KEEP_STEP_SECONDS) keep();
  };
  const onPause = () => {
    read();
    keep();
  };
  const onEnded = () => {
    at = length;
    keep();
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") onPause();
  };
  begin();
  const listeners: [EventTarget, string, () => void][] = [
    [el, "loadedmetadata", begin],
    [el, "playing", onPlaying],
    [el, "timeupdate", onTime],
    [el, "pause", onPause],
    [el, "ended", onEnded],
    [window, "pagehide", onPause],
    [document, "visibilitychange", onHidden],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    if (played?.id === id) played = null;
    // Another item, or another page: where this one stood.
    read();
    keep();
  };
}
