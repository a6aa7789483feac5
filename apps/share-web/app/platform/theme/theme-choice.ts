import { THEME_STORAGE_KEY } from "./theme-script.ts";

export { THEME_STORAGE_KEY };

export type ThemeChoice = "dark" | "light" | "system";

const SYSTEM_DARK = "(prefers-color-scheme: dark)";

/** The stored choice; anything unreadable or unknown follows the system. */
export function readThemeChoice(storage: Storage | undefined): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value === "dark" || value === "light" ? value : "system";
  } catch {
    return "system";
  }
}

export function isDark(choice: ThemeChoice, systemDark: boolean): boolean {
  return choice === "system" ? systemDark : choice === "dark";
}

/**
 * The choice after one tap of the switch: the opposite of what shows. When that matches the system,
 * the choice is cleared so the page follows the system again (docs/decisions/0012).
 */
export function toggledChoice(choice: ThemeChoice, systemDark: boolean): ThemeChoice {
  const wantDark = !isDark(choice, systemDark);
  if (wantDark === systemDark) return "system";
  return wantDark ? "dark" : "light";
}

export function systemPrefersDark(win: Window): boolean {
  return win.matchMedia?.(SYSTEM_DARK).matches ?? false;
}

export function watchSystemDark(win: Window, onChange: (dark: boolean) => void): () => void {
  const query = win.matchMedia?.(SYSTEM_DARK);
  if (!query) return () => {};
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** Stores the choice and marks <html> with it; the stylesheet reads `data-theme`. */
export function saveThemeChoice(doc: Document, storage: Storage | undefined, choice: ThemeChoice): void {
  try {
    if (choice === "system") storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode may refuse to store: the choice still holds for this page.
  }
  applyThemeChoice(doc, choice);
}

/** Marks <html> with the choice, as the head script does before the first paint. */
export function applyThemeChoice(doc: Document, choice: ThemeChoice): void {
  if (choice === "system") delete doc.documentElement.dataset.theme;
  else doc.documentElement.dataset.theme = choice;
}
