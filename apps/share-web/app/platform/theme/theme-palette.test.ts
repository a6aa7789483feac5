import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio, mix, parseHex, type Rgb, toHex } from "./color-contrast.ts";
import { PAGE_BACKGROUNDS, TEXT_CONTRAST, themePalette, themeRootRule } from "./theme-palette.ts";

const rgb = (hex: string) => parseHex(hex) as Rgb;
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

/** Every background the theme colour's text may sit on, in one appearance. */
const backgrounds = (base: string, mode: "light" | "dark") => {
  const { surface, bg, tint } = PAGE_BACKGROUNDS[mode];
  return [surface, bg, ...[surface, bg].map((p) => toHex(mix(rgb(base), rgb(p), tint)))];
};

const COLOURS = {
  "the default brand red-orange": "#FF4A26",
  "a yellow": "#FFD600",
  "a light cyan": "#7FE7F2",
  "a dark navy": "#0B1F4B",
  "pure red": "#FF0000",
  "a mid blue": "#1E88E5",
  "a mid green": "#2E9E5B",
  "a pink": "#FB7299",
  "a mid grey": "#808080",
  white: "#FFFFFF",
  black: "#000000",
  "a purple": "#7B1FA2",
  "an orange": "#FF9800",
};

describe("the accessible shades of an app's primary colour", () => {
  it("the default's white text is 3.35:1: the reason for all of this", () => {
    expect(ratio("#FFFFFF", "#FF4A26")).toBeCloseTo(3.35, 2);
  });

  for (const [name, colour] of Object.entries(COLOURS)) {
    it(`${name} (${colour}): every text in the theme colour reads at 4.5:1 in light and dark`, () => {
      const palette = themePalette(colour);
      expect(palette).not.toBeNull();
      if (!palette) return;
      expect(palette.base).toBe(colour.toLowerCase());
      expect(ratio(palette.onFill, palette.fill)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      for (const bg of backgrounds(colour, "light")) {
        expect(ratio(palette.inkLight, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
      for (const bg of backgrounds(colour, "dark")) {
        expect(ratio(palette.inkDark, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    });
  }

  it("a fill keeps the exact colour when white or near-black text reaches 4.5:1 on it", () => {
    expect(themePalette("#FF4A26")).toMatchObject({ fill: "#ff4a26", onFill: "#111111" });
    expect(themePalette("#0B1F4B")).toMatchObject({ fill: "#0b1f4b", onFill: "#ffffff" });
    expect(themePalette("#FFD600")).toMatchObject({ fill: "#ffd600", onFill: "#111111" });
  });

  it("a mid-tone that carries neither text colour is moved the shorter way, and only just", () => {
    // A red that is 4.3:1 with white and 4.4:1 with near-black.
    const tight = "#EC2828";
    expect(Math.max(ratio("#FFFFFF", tight), ratio("#111111", tight))).toBeLessThan(TEXT_CONTRAST);
    const palette = themePalette(tight);
    expect(palette?.fill).not.toBe(tight.toLowerCase());
    expect(ratio(palette?.onFill ?? "", palette?.fill ?? "")).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(ratio(palette?.fill ?? "", tight)).toBeLessThan(1.15);
  });

  it("text keeps the exact colour when it already reads, and is moved only as far as needed", () => {
    expect(themePalette("#0B1F4B")?.inkLight).toBe("#0b1f4b");
    expect(themePalette("#7FE7F2")?.inkDark).toBe("#7fe7f2");
    // The hardest background reads just over 4.5:1: the shade went no further than needed.
    const least = (ink: string, base: string, mode: "light" | "dark") =>
      Math.min(...backgrounds(base, mode).map((bg) => ratio(ink, bg)));
    for (const colour of ["#FF4A26", "#FFD600", "#7FE7F2", "#1E88E5"]) {
      expect(least(themePalette(colour)?.inkLight ?? "", colour, "light")).toBeLessThan(4.7);
    }
    for (const colour of ["#FF4A26", "#0B1F4B", "#7B1FA2"]) {
      expect(least(themePalette(colour)?.inkDark ?? "", colour, "dark")).toBeLessThan(4.7);
    }
  });

  it("anything but #RRGGBB has no palette, so the page keeps its default", () => {
    for (const bad of ["red", "#FFF", "#GGGGGG", "", "#FF4A26;}body{display:none"]) {
      expect(themePalette(bad)).toBeNull();
    }
  });

  it("the server's rule sets every property the stylesheet reads", () => {
    const palette = themePalette("#FF4A26");
    if (!palette) throw new Error("no palette");
    expect(themeRootRule(palette)).toBe(
      `:root{--theme:#ff4a26;--theme-fill:#ff4a26;--theme-on-fill:#111111;--theme-ink-light:${palette.inkLight};--theme-ink-dark:${palette.inkDark}}`,
    );
  });
});

describe("the page colours the palette is computed against", () => {
  it("are the stylesheet's own, in light and dark", () => {
    const css = readFileSync(path.join(import.meta.dirname, "../../styles/foundation.css"), "utf8");
    const value = (block: string, name: string) =>
      new RegExp(`${name}:\\s*(#[0-9a-f]+)`, "i").exec(block)?.[1];
    const light = css.slice(0, css.indexOf("@media"));
    const dark = css.slice(css.indexOf("@media"));
    expect(parseHex(value(light, "--surface")?.replace(/^#fff$/i, "#ffffff") ?? "")).toEqual(
      parseHex(PAGE_BACKGROUNDS.light.surface),
    );
    expect(value(light, "--bg")).toBe(PAGE_BACKGROUNDS.light.bg);
    expect(value(dark, "--surface")).toBe(PAGE_BACKGROUNDS.dark.surface);
    expect(value(dark, "--bg")).toBe(PAGE_BACKGROUNDS.dark.bg);
    expect(css).toContain(
      `color-mix(in srgb, var(--theme) ${PAGE_BACKGROUNDS.light.tint * 100}%, transparent)`,
    );
    expect(css).toContain(
      `color-mix(in srgb, var(--theme) ${PAGE_BACKGROUNDS.dark.tint * 100}%, transparent)`,
    );
  });
});
