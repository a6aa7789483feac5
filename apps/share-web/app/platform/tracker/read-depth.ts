/**
 * How far into an element the visitor has read, in percent: the share of its height above the
 * bottom of the viewport. `top` is the element's top relative to the viewport (getBoundingClientRect).
 */
export function readPercent(top: number, height: number, viewportHeight: number): number {
  if (height <= 0) return 100;
  const seen = viewportHeight - top;
  return Math.min(100, Math.max(0, (seen / height) * 100));
}

/**
 * The reading of one page view: visible time, summed over the stretches the page was shown, and the
 * deepest point reached. `end` closes a stretch and says what it held; `resume` starts the next.
 */
export function createReadSession(now: () => number) {
  let deepest = 0;
  let since: number | null = now();
  return {
    see(percent: number): void {
      deepest = Math.max(deepest, percent);
    },
    /** The stretch just ended, or null when the page was not being shown. */
    end(): { duration: number; percent: number } | null {
      if (since === null) return null;
      const duration = (now() - since) / 1000;
      since = null;
      return { duration, percent: deepest };
    },
    resume(): void {
      since ??= now();
    },
    get deepest(): number {
      return deepest;
    },
  };
}
