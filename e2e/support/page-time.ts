import type { Page } from "@playwright/test";

/**
 * Resolves once the page has drawn `count` more frames: whatever the input before it moved (a
 * swipe, a wheel) has then been scrolled, laid out and painted, and the observers that run with a
 * frame (layout shifts, lazy pictures coming into view) have seen it.
 */
export function framesDrawn(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );
}

/**
 * Runs the page's clock (installed before the page opened) `ms` on, `step` at a time, the page
 * drawing between: what a timer set off (a render, and the timer that render sets) has happened
 * before the next step, as in real time. One run of the whole span would leave a timer set during
 * it to real time.
 */
export async function runPageTime(page: Page, ms: number, step = 1000): Promise<void> {
  for (let ran = 0; ran < ms; ran += step) {
    await page.clock.runFor(Math.min(step, ms - ran));
    await framesDrawn(page);
  }
}
