import { browserStorage } from "../browser-storage.ts";
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

function refresh(): void {
  setGlobal({ dark: isDark(readThemeChoice(browserStorage("local")), systemPrefersDark(window)) });
}

/**
 * Keeps the global `dark` in step with what shows: the stored choice, else the system. Follows the
 * system while it changes, and a choice made in another tab. Browser only; returns its cleanup.
 */
export function startDarkModeSync(): () => void {
  // React clears the attributes of <html> when it remounts the document shell (leaving or entering
  // the root error screen): mark it again.
  applyThemeChoice(document, readThemeChoice(browserStorage("local")));
  refresh();
  const stopSystem = watchSystemDark(window, refresh);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(document, readThemeChoice(browserStorage("local")));
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
  const next = toggledChoice(readThemeChoice(browserStorage("local")), systemPrefersDark(window));
  saveThemeChoice(document, browserStorage("local"), next);
  refresh();
}

/** Whether the page shows dark; false during server rendering and before the sync starts. */
export const useDark = () => useGlobalStore((s) => s.dark);
