import { useEffect } from "react";

/** The global through which the head script hands its tap to the client entry. */
export const EARLY_TAP_GLOBAL = "__davmuEarlyTap";

/**
 * Runs in the document head with the theme script, before the first paint. Until the page's script
 * starts React, a button on the server's page is only HTML: a tap on Play, Like or Follow does
 * nothing, and the visitor, on a slow network, is left to tap again without knowing whether the
 * first counted. This keeps the last such tap: a button of type "button" (links and forms work
 * without script) that is not disabled. The client entry takes it when it starts React, which stops
 * the keeping (holdEarlyTap), and the page taps the same button again once it has hydrated
 * (useEarlyTapReplay).
 */
export const EARLY_TAP_SCRIPT = `(function(w,d){var k=null;function h(e){var b=e.target&&e.target.closest?e.target.closest("button"):null;k=b&&b.type==="button"&&!b.disabled?b:null}d.addEventListener("click",h,true);w.${EARLY_TAP_GLOBAL}=function(){d.removeEventListener("click",h,true);var b=k;k=null;return b}})(window,document);`;

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
    if (button?.isConnected && !button.disabled) button.click();
  }, []);
}
