import { type AutoplayEnv, mayAutoplay } from "../player/autoplay-policy.ts";

/** How long the "next: …" card counts down before the next episode starts, in seconds. */
export const NEXT_UP_SECONDS = 5;

/**
 * What follows the end of an episode when the album has another: a countdown to it where the
 * player may start on its own (autoplay-policy.ts), else only an offer to play it, so 2g, data
 * saver, WeChat on Android and reduced motion never get a video nobody asked for.
 */
export function nextUpMode(env: AutoplayEnv): "countdown" | "offer" {
  return mayAutoplay(env) ? "countdown" : "offer";
}
