import type { AudioTrack } from "./audio-track.ts";

/**
 * Tracks a page of an album's list holds: about one phone screen of rows, so the description and
 * the related albums below stay a short scroll away, and a long album's first HTML stays small.
 */
export const TRACK_PAGE_SIZE = 8;

/** The tracks a page has loaded: one contiguous run of the album's pages, in order. */
export type TrackRun = {
  tracks: AudioTrack[];
  /** How many tracks the album has. */
  total: number;
  pageSize: number;
};

/** The page (1 for the first) that holds a position. */
export function pageOf(position: number, pageSize: number): number {
  return Math.max(1, Math.ceil(position / pageSize));
}

/** The tracks of both lists by position, once each (a track of `more` replaces the same position). */
export function mergeTracks(tracks: readonly AudioTrack[], more: readonly AudioTrack[]): AudioTrack[] {
  const byPosition = new Map(tracks.map((t) => [t.position, t]));
  for (const t of more) byPosition.set(t.position, t);
  return [...byPosition.values()].sort((a, b) => a.position - b.position);
}

/** The page before the run, when the run does not start at the album's first track. */
export function earlierPage(run: TrackRun): number | null {
  const first = run.tracks[0];
  return first && first.position > 1 ? pageOf(first.position - 1, run.pageSize) : null;
}

/** The page after the run, when the album has tracks past it. */
export function laterPage(run: TrackRun): number | null {
  const last = run.tracks.at(-1);
  return last && last.position < run.total ? pageOf(last.position + 1, run.pageSize) : null;
}

/**
 * Where the next (`1`) or previous (`-1`) track is, from `current`: a loaded track that plays
 * (tracks without a file are passed over), the page to load first when the way runs past what is
 * loaded, or null at the album's end (or start).
 */
export function stepFrom(
  run: TrackRun,
  current: number,
  direction: 1 | -1,
): { track: AudioTrack } | { page: number } | null {
  const byPosition = new Map(run.tracks.map((t) => [t.position, t]));
  for (let p = current + direction; p >= 1 && p <= run.total; p += direction) {
    const track = byPosition.get(p);
    if (!track) return { page: pageOf(p, run.pageSize) };
    if (track.src) return { track };
  }
  return null;
}

/**
 * The page of an album's items that holds the one named (the first page when none is named, or
 * the one named is not among them), as the content service's track pages are cut.
 */
export function pageAround<T extends { id: string; position: number }>(
  items: readonly T[],
  pageSize: number,
  currentId?: string | null,
): { list: T[]; pageindex: number; current: number } | null {
  const named = currentId ? items.find((i) => i.id === currentId) : undefined;
  const current = named?.position ?? items[0]?.position;
  if (current === undefined) return null;
  const pageindex = pageOf(current, pageSize);
  const from = (pageindex - 1) * pageSize;
  const list = items.filter((i) => i.position > from && i.position <= from + pageSize);
  return { list, pageindex, current };
}
