// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  isDark,
  readThemeChoice,
  saveThemeChoice,
  THEME_STORAGE_KEY,
  toggledChoice,
} from "./theme-choice.ts";
import { THEME_SCRIPT } from "./theme-script.ts";

describe("the appearance choice", () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it("follows the system until the visitor chooses", () => {
    expect(readThemeChoice(localStorage)).toBe("system");
    expect(isDark("system", true)).toBe(true);
    expect(isDark("system", false)).toBe(false);
    localStorage.setItem(THEME_STORAGE_KEY, "bogus");
    expect(readThemeChoice(localStorage)).toBe("system");
  });

  it("flips what shows, and clears the choice when it matches the system again", () => {
    expect(toggledChoice("system", false)).toBe("dark");
    expect(toggledChoice("system", true)).toBe("light");
    expect(toggledChoice("dark", false)).toBe("system");
    expect(toggledChoice("light", true)).toBe("system");
    expect(toggledChoice("dark", true)).toBe("light");
    expect(toggledChoice("light", false)).toBe("dark");
  });

  it("stores the choice and marks <html>; following the system removes both", () => {
    saveThemeChoice(document, localStorage, "dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
    saveThemeChoice(document, localStorage, "system");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it("the head script applies a stored choice and ignores anything else", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe("light");
    delete document.documentElement.dataset.theme;
    localStorage.setItem(THEME_STORAGE_KEY, '"><script>');
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
