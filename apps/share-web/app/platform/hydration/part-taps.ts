import { type RefObject, useEffect, useLayoutEffect } from "react";
import { giveTap } from "./early-tap.ts";

/**
 * Taps on a part of the page whose code comes later (`lazyPart(..., "after-load")`): until that
 * code has hydrated the part, its buttons are the server's HTML, and React drops a tap on them (it
 * cannot hydrate the part at once without its code, and stops the tap). The part's frame, hydrated
 * with the page, keeps the last such tap; the part, once hydrated, gives it to the same button,
 * which React has kept. Links are left alone: they work as plain links before any script.
 * Used by the comments section: of the after-load parts, the only one whose server HTML has
 * buttons that work. The others have links only (related items, the hot list, the 发现 row, the
 * footer, a special's navigator and sections), draw their buttons only once hydrated (the place
 * card's map button) or draw them disabled until then (the legal answers' "more"). A part that
 * gives the server's HTML a working button takes this too.
 */
type PartState = { live: boolean; held: HTMLElement | null };

const parts = new Map<string, PartState>();

function part(name: string): PartState {
  let state = parts.get(name);
  if (!state) {
    state = { live: false, held: null };
    parts.set(name, state);
  }
  return state;
}

/** What a tap on `target` inside `frame` is held as: its button, or null for anything else. */
export function heldTarget(target: EventTarget | null, frame: Element): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>("button, [role='button'], summary");
  if (!button || !frame.contains(button)) return null;
  if (button instanceof HTMLButtonElement && button.disabled) return null;
  return button;
}

/**
 * In the part's frame (hydrated with the page): holds a tap made before the part is live. The tap
 * is taken at the window, before React sees it: React would stop it there (it stops a tap on a part
 * it cannot hydrate yet), and a part whose code has come but that React has not hydrated yet would
 * otherwise answer it twice, once from React and once from here.
 */
export function useHeldTaps(name: string, frame: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const state = part(name);
    const onClick = (event: MouseEvent) => {
      const element = frame.current;
      if (state.live || !element) return;
      const button = heldTarget(event.target, element);
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      state.held = button;
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [name, frame]);
}

/** In the part itself: marks it live, then gives it the tap its frame kept. */
export function useHeldTapsReplayed(name: string) {
  useLayoutEffect(() => {
    const state = part(name);
    state.live = true;
    return () => {
      state.live = false;
      state.held = null;
    };
  }, [name]);
  useEffect(() => {
    const state = part(name);
    const button = state.held;
    state.held = null;
    giveTap(button);
  }, [name]);
}
