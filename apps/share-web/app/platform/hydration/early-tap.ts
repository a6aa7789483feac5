import { useEffect } from "react";

/** The global through which the head script (early-tap-script.ts) hands its tap to the client entry. */
export const EARLY_TAP_GLOBAL = "__davmuEarlyTap";

type EarlyTapWindow = Window & { [EARLY_TAP_GLOBAL]?: () => HTMLButtonElement | null };

/**
 * The button tapped before React started, if it is still in the page, and the end of the head
 * script's keeping: from here on React answers taps itself (and replays those that come while it
 * hydrates).
 */
export function takeEarlyTap(win: Window = window): HTMLButtonElement | null {
  const take = (win as EarlyTapWindow)[EARLY_TAP_GLOBAL];
  if (typeof take !== "function") return null;
  const button = take();
  return button?.isConnected ? button : null;
}

let held: HTMLButtonElement | null = null;

/**
 * At React's start: the head script stops keeping taps and its tap, if any, is held for the end of
 * hydration. A tap from here on is React's: one while it hydrates makes React hydrate what it needs
 * at once, and a tap given to React before then could be lost to a part still on its way.
 */
export function holdEarlyTap(win: Window = window) {
  held = takeEarlyTap(win);
}

/** Once the page has hydrated, the held tap reaches its button, which now answers it. */
export function useEarlyTapReplay() {
  useEffect(() => {
    const button = held;
    held = null;
    giveTap(button);
  }, []);
}

/** Gives a held tap to its button, if the button is still in the page and can take it. */
export function giveTap(button: HTMLElement | null) {
  if (button?.isConnected && !(button instanceof HTMLButtonElement && button.disabled)) button.click();
}
