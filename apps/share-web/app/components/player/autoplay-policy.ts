import { isWechat } from "../../platform/wechat/wechat-env.ts";

/** What the autoplay decision reads of the browser (navigator, and the reduced-motion query). */
export type AutoplayEnv = {
  userAgent: string;
  connection?: { effectiveType?: string; saveData?: boolean };
  reducedMotion?: boolean;
};

/** A connection that should not spend data on a video nobody asked for: 2g or data saver. */
export function isDataSaving(env: Pick<AutoplayEnv, "connection">): boolean {
  const c = env.connection;
  return !!c && (c.saveData === true || (c.effectiveType ?? "").includes("2g"));
}

/**
 * Whether the player may start on its own once the page is idle: always muted, and never on
 * WeChat for Android (its X5 webview opens a full-screen player of its own, so it gets a tap-to-play
 * poster), on 2g or with data saver (no bytes nobody asked for), or for visitors who asked for
 * reduced motion.
 */
export function mayAutoplay(env: AutoplayEnv): boolean {
  if (isWechat(env.userAgent) && /Android/i.test(env.userAgent)) return false;
  if (isDataSaving(env)) return false;
  return !env.reducedMotion;
}

/**
 * Whether a page that does not start its video by itself may load it ahead of the tap, so the tap
 * plays at once: not on 2g or with data saver (no bytes nobody asked for), and not in WeChat on
 * Android, whose X5 webview takes a video element over as a player of its own.
 */
export function mayLoadAhead(env: AutoplayEnv): boolean {
  if (isWechat(env.userAgent) && /Android/i.test(env.userAgent)) return false;
  return !isDataSaving(env);
}

/** The browser's side of it, read once on the client. */
export function browserAutoplayEnv(): AutoplayEnv {
  const nav = navigator as Navigator & { connection?: AutoplayEnv["connection"] };
  return {
    userAgent: nav.userAgent,
    connection: nav.connection,
    reducedMotion: window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
  };
}
