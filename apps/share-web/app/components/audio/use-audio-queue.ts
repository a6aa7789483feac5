import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useRootData } from "../../platform/use-root-data.ts";
import { mergeTracks, stepFrom, type TrackRun } from "./audio-queue.ts";
import { type AudioTrack, toAudioTrack } from "./audio-track.ts";

export type AudioQueueOptions = {
  /** The album the tracks are in (the `series` of the track pages), or null for a single track. */
  albumId: string | null;
  /** The actor the album's tracks open under. */
  actor: string;
  run: TrackRun;
  /** The position of the track the page opened on. */
  current: number;
  /** The address (path with its base and locale) the page shows once a track is the current one. */
  addressOf: (track: AudioTrack) => string;
};

/**
 * One page's playback: one `<audio>` element (the same for every track, so a phone that let it play
 * at the first tap lets it go on to the next track), the tracks loaded so far, the current one.
 * This part is small and comes with the page: a tap starts the sound at once, in the tap itself, as
 * iOS requires; the controls are a chunk that comes after.
 */
export function useAudioQueue({
  albumId,
  actor,
  run: initialRun,
  current: initial,
  addressOf,
}: AudioQueueOptions) {
  const config = useRootData()?.config;
  const audio = useRef<HTMLAudioElement>(null);
  const [run, setRun] = useState(initialRun);
  const [current, setCurrent] = useState(initial);
  const [started, setStarted] = useState(false);
  const [playerOutOfView, setPlayerOutOfView] = useState(false);
  const [loadingPages, setLoadingPages] = useState<ReadonlySet<number>>(new Set());
  // Read by handlers that outlive a render (the end of a track, a page's answer).
  const latest = useRef({ run, current, addressOf });
  latest.current = { run, current, addressOf };
  const pages = useRef(new Map<number, Promise<TrackRun | null>>());

  /** Loads one page of the album's list (once, however often asked), and answers the run with it. */
  const loadPage = useCallback(
    (pageindex: number): Promise<TrackRun | null> => {
      const uid = latest.current.run.tracks[0]?.id;
      if (!config || !albumId || !uid) return Promise.resolve(null);
      let pending = pages.current.get(pageindex);
      if (!pending) {
        setLoadingPages((s) => new Set(s).add(pageindex));
        const { pageSize } = latest.current.run;
        // The client comes with the first page asked for, not with the page: most visits never ask.
        pending = import("../../platform/browser-api.ts")
          .then(({ initBrowserApi }) =>
            initBrowserApi(config).albumTracks({
              params: { series: albumId, uid },
              query: { pageindex, pagesize: pageSize },
            }),
          )
          .then(
            (page) => {
              const more = page.list.filter((i) => i.type === "audio").map((i) => toAudioTrack(i, actor));
              const next = {
                ...latest.current.run,
                total: page.total,
                tracks: mergeTracks(latest.current.run.tracks, more),
              };
              latest.current.run = next;
              setRun(next);
              return next;
            },
            () => {
              // A failed page can be asked for again.
              pages.current.delete(pageindex);
              return null;
            },
          )
          .finally(() =>
            setLoadingPages((s) => {
              const rest = new Set(s);
              rest.delete(pageindex);
              return rest;
            }),
          );
        pages.current.set(pageindex, pending);
      }
      return pending;
    },
    [config, albumId, actor],
  );

  /** Makes `track` the current one and plays it: called in the tap (or at a track's end). */
  const playTrack = useCallback((track: AudioTrack) => {
    const el = audio.current;
    if (!el || !track.src) return;
    if (el.dataset.track !== track.id) {
      el.dataset.track = track.id;
      el.src = track.src.url;
    }
    el.play().catch(() => {
      // A refused or failed start shows in the player (its paused or error state).
    });
    setStarted(true);
    if (track.position !== latest.current.current) {
      latest.current.current = track.position;
      setCurrent(track.position);
      // The address names what plays, without a new page load (and without a new history entry).
      window.history.replaceState(window.history.state, "", latest.current.addressOf(track));
    }
  }, []);

  /** The play button before the player is there: the current track, from where it was. */
  const start = useCallback(() => {
    const { run, current } = latest.current;
    const track = run.tracks.find((t) => t.position === current);
    if (track) playTrack(track);
  }, [playTrack]);

  /** The next or previous track that plays, loading its page first when it is not loaded yet. */
  const step = useCallback(
    async (direction: 1 | -1): Promise<boolean> => {
      for (let tries = 0; tries < 3; tries += 1) {
        const { run, current } = latest.current;
        const next = stepFrom(run, current, direction);
        if (!next) return false;
        if ("track" in next) {
          playTrack(next.track);
          return true;
        }
        if (!(await loadPage(next.page))) return false;
      }
      return false;
    },
    [loadPage, playTrack],
  );

  // Through the album: when a track ends, the next one starts.
  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const onEnded = () => void step(1);
    el.addEventListener("ended", onEnded);
    return () => el.removeEventListener("ended", onEnded);
  }, [step]);

  // The next track's page is loaded ahead, so the next track starts at once when this one ends.
  useEffect(() => {
    if (!started) return;
    const next = stepFrom(run, current, 1);
    if (next && "page" in next) void loadPage(next.page);
  }, [started, run, current, loadPage]);

  const currentTrack = run.tracks.find((t) => t.position === current) ?? run.tracks[0] ?? null;
  return {
    /** The media element, for what reports playback (progress, the app's resume position). */
    audio,
    run,
    current,
    currentTrack,
    started,
    start,
    playTrack,
    step,
    loadPage,
    loadingPages,
    playerOutOfView,
    setPlayerOutOfView,
  };
}

export type AudioQueue = ReturnType<typeof useAudioQueue>;

export const AudioQueueContext = createContext<AudioQueue | null>(null);

/** The page's playback, for the parts of an audio page (stage, list, player, mini player). */
export function useAudioQueueContext(): AudioQueue {
  const queue = useContext(AudioQueueContext);
  if (!queue) throw new Error("an audio part is rendered outside its page's AudioQueueContext");
  return queue;
}
