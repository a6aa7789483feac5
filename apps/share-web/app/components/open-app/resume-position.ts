import { type RefObject, useEffect } from "react";
import { type CallAppOption, type CallAppResume, setGlobal, useGlobalStore } from "../../platform/store.ts";

/** Below this many seconds the app starts from the beginning: nothing worth resuming. */
export const MIN_RESUME_SECONDS = 5;
/** While playing, the position is written this often (WeChat's open tag is redrawn with it). */
export const RESUME_STEP_SECONDS = 10;

/**
 * The open-in-app target with where playback of `tid` stands (docs/decisions/0047): `position` in
 * whole seconds; when what plays is not the page's item (an episode of an album page), `play_id`
 * names it. Without a position worth resuming both are removed.
 */
export function withResumePosition(option: CallAppOption, tid: string, seconds: number): CallAppOption;
export function withResumePosition(option: CallAppOption, resume: CallAppResume): CallAppOption;
export function withResumePosition(
  option: CallAppOption,
  tidOrResume: string | CallAppResume,
  played?: number,
): CallAppOption {
  if (tidOrResume === null) return option;
  const [tid, seconds] =
    typeof tidOrResume === "string" ? [tidOrResume, played ?? 0] : [tidOrResume.tid, tidOrResume.seconds];
  if (!option) return option;
  const { position: _position, play_id: _playId, ...params } = option.params ?? {};
  const whole = Math.floor(seconds);
  if (!Number.isFinite(whole) || whole < MIN_RESUME_SECONDS) return { ...option, params };
  return {
    ...option,
    params: { ...params, ...(params.id === tid ? {} : { play_id: tid }), position: String(whole) },
  };
}

/**
 * Keeps the open-in-app target's resume position in step with `media` playing item `tid`: on pause,
 * seek and end at once, and every RESUME_STEP_SECONDS while it plays. An ended item resumes from the
 * start. The position is kept in the store on its own too (`call_app_resume`), so a target set
 * later (the open-in-app controller arrives at idle or at the first tap) starts from it.
 */
export function useResumePosition(tid: string | null, media: RefObject<HTMLMediaElement | null>): void {
  useEffect(() => {
    const el = media.current;
    if (!tid || !el) return;
    let written = -1;
    const write = (seconds: number) => {
      written = seconds;
      const option = useGlobalStore.getState().call_app_option;
      const next = withResumePosition(option, tid, seconds);
      setGlobal({ call_app_resume: { tid, seconds } });
      if (JSON.stringify(next) !== JSON.stringify(option)) setGlobal({ call_app_option: next });
    };
    const now = () => write(el.currentTime);
    const onTime = () => {
      if (Math.abs(el.currentTime - written) >= RESUME_STEP_SECONDS) now();
    };
    const onEnded = () => write(0);
    // Mounted after playback began (the player's code comes with the tap on play): where it stands.
    if (el.currentTime > 0) now();
    el.addEventListener("pause", now);
    el.addEventListener("seeked", now);
    el.addEventListener("timeupdate", onTime);
    el.addEventListener("ended", onEnded);
    return () => {
      el.removeEventListener("pause", now);
      el.removeEventListener("seeked", now);
      el.removeEventListener("timeupdate", onTime);
      el.removeEventListener("ended", onEnded);
      // Another item plays now, or none: this one's position is no longer where the page stands.
      if (useGlobalStore.getState().call_app_resume?.tid === tid) setGlobal({ call_app_resume: null });
    };
  }, [tid, media]);
}
