/**
 * A page address's start time (`?t=90`, `?t=1m30s`, `?t=1h2m3s`, `?t=90s`, the forms YouTube and
 * Bilibili take): where the page's video or track starts when played. Read in the browser only: the
 * server renders the same page with or without it (docs/decisions/0108).
 */

/** The query parameter that holds an address's start time. */
export const START_TIME_PARAM = "t";

const UNITS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/;

/** The seconds a `t` value names, or null for a value that names none (empty, negative, junk). */
export function parseStartTime(value: string | null | undefined): number | null {
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  let seconds: number;
  if (/^\d+(?:\.\d+)?$/.test(text)) seconds = Number(text);
  else {
    const parts = UNITS.exec(text);
    if (!parts || !(parts[1] || parts[2] || parts[3])) return null;
    seconds = Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
  }
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The start time of an address's query (`location.search`), or null. */
export function startTimeOf(search: string): number | null {
  return parseStartTime(new URLSearchParams(search).get(START_TIME_PARAM));
}

/**
 * `seconds` as a start time within a media `duration` long (seconds; 0 or not finite: not known),
 * or null when it is past the end: such a start is ignored, the item plays from the beginning.
 */
export function startWithin(seconds: number | null, duration: number): number | null {
  if (seconds === null) return null;
  if (Number.isFinite(duration) && duration > 0 && seconds >= duration) return null;
  return seconds;
}

/** `url` with its start time set to whole `seconds` (`t=83`), or removed when `seconds` is null. */
export function withStartTime(url: string, seconds: number | null): string {
  const parsed = new URL(url);
  if (seconds === null || Math.floor(seconds) <= 0) parsed.searchParams.delete(START_TIME_PARAM);
  else parsed.searchParams.set(START_TIME_PARAM, String(Math.floor(seconds)));
  return parsed.toString();
}
