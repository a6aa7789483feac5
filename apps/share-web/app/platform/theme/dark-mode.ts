import { setGlobal, useGlobalStore } from "../store.ts";
import {
  applyThemeChoice,
  isDark,
  readThemeChoice,
  saveThemeChoice,
  systemPrefersDark,
  THEME_STORAGE_KEY,
  toggledChoice,
  watchSystemDark,
} from "./theme-choice.ts";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function refresh(): void {
  setGlobal({ dark: isDark(readThemeChoice(storage()), systemPrefersDark(window)) });
}

/**
 * Keeps the global `dark` in step with what shows: the stored choice, else the system. Follows the
 * system while it changes, and a choice made in another tab. Browser only; returns its cleanup.
 */
export function startDarkModeSync(): () => void {
  // React clears the attributes of <html> when it remounts the document shell (leaving or entering
  // the root error screen): mark it again.
  applyThemeChoice(document, readThemeChoice(storage()));
  refresh();
  const stopSystem = watchSystemDark(window, refresh);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(document, readThemeChoice(storage()));
    refresh();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    stopSystem();
    window.removeEventListener("storage", onStorage);
  };
}

/** The switch: shows the other appearance and remembers it (docs/decisions/0012). */
export function toggleDarkMode(): void {
  const next = toggledChoice(readThemeChoice(storage()), systemPrefersDark(window));
  saveThemeChoice(document, storage(), next);
  refresh();
}

/** Whether the page shows dark; false during server rendering and before the sync starts. */
export const useDark = () => useGlobalStore((s) => s.dark);
