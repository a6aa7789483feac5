import { contrastRatio, mix, parseHex, type Rgb, toHex } from "./color-contrast.ts";

/** WCAG AA for text of any size the site sets in the theme colour (1.4.3). */
export const TEXT_CONTRAST = 4.5;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Text on a fill too light for white: near-black, as the page's own text. */
export const ON_FILL_DARK = "#111111";

/**
 * The page colours theme-coloured text sits on, as the stylesheet sets them (`--surface`, `--bg`,
 * and `--theme-soft`: the theme colour over the surface at this share), light and dark.
 */
export const PAGE_BACKGROUNDS = {
  light: { surface: "#ffffff", bg: "#f5f6f8", tint: 0.1 },
  dark: { surface: "#18191c", bg: "#0f1012", tint: 0.18 },
} as const;

/** The shades of one `primaryColor` the stylesheet uses, each meeting WCAG AA where it is used. */
export type ThemePalette = {
  /** The colour as the app gives it: bars, indicators, markers; never carries text. */
  base: string;
  /** Buttons and badges: the colour itself unless no text colour reaches 4.5:1 on it. */
  fill: string;
  /** The text on `fill`: white or near-black, whichever contrasts more. */
  onFill: string;
  /** Text in the theme colour on the light page (darkened when needed). */
  inkLight: string;
  /** Text in the theme colour on the dark page (lightened when needed). */
  inkDark: string;
};

/** Shades are searched in steps of 1 % toward black or white. */
const STEPS = 100;

/** The least move of `color` toward `toward` that reads at 4.5:1 on every background. */
function shadeFor(color: Rgb, toward: Rgb, backgrounds: Rgb[]): Rgb {
  for (let step = 0; step < STEPS; step++) {
    const shade = mix(toward, color, step / STEPS);
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= TEXT_CONTRAST)) return shade;
  }
  return toward;
}

/** The least move of `color` toward `toward` that `text` reads on at 4.5:1, and how far it went. */
function fillFor(color: Rgb, toward: Rgb, text: Rgb): { fill: Rgb; weight: number } {
  for (let step = 0; step < STEPS; step++) {
    const fill = mix(toward, color, step / STEPS);
    if (contrastRatio(text, fill) >= TEXT_CONTRAST) return { fill, weight: step / STEPS };
  }
  return { fill: toward, weight: 1 };
}

function pageBackgrounds(color: Rgb, mode: "light" | "dark"): Rgb[] {
  const { surface, bg, tint } = PAGE_BACKGROUNDS[mode];
  const page = [parseHex(surface), parseHex(bg)] as Rgb[];
  return [...page, ...page.map((p) => mix(color, p, tint))];
}

function fillAndText(color: Rgb): { fill: Rgb; onFill: string } {
  const dark = parseHex(ON_FILL_DARK) as Rgb;
  const onWhite = contrastRatio(WHITE, color);
  const onDark = contrastRatio(dark, color);
  if (Math.max(onWhite, onDark) >= TEXT_CONTRAST) {
    return { fill: color, onFill: onWhite >= onDark ? "#ffffff" : ON_FILL_DARK };
  }
  // A mid-tone that neither carries: move it the shorter way, keeping its hue.
  const darker = fillFor(color, BLACK, WHITE);
  const lighter = fillFor(color, WHITE, dark);
  return darker.weight <= lighter.weight
    ? { fill: darker.fill, onFill: "#ffffff" }
    : { fill: lighter.fill, onFill: ON_FILL_DARK };
}

/**
 * The accessible shades of an app's `primaryColor` (`#RRGGBB`, as app info and the contract check
 * it); `null` for anything else, so the caller keeps its default.
 */
export function themePalette(primaryColor: string): ThemePalette | null {
  const color = parseHex(primaryColor);
  if (!color) return null;
  const { fill, onFill } = fillAndText(color);
  return {
    base: toHex(color),
    fill: toHex(fill),
    onFill,
    inkLight: toHex(shadeFor(color, BLACK, pageBackgrounds(color, "light"))),
    inkDark: toHex(shadeFor(color, WHITE, pageBackgrounds(color, "dark"))),
  };
}

/** The custom properties the stylesheet reads (`--theme-ink` picks light or dark by appearance). */
export function themeProperties(palette: ThemePalette): Record<string, string> {
  return {
    "--theme": palette.base,
    "--theme-fill": palette.fill,
    "--theme-on-fill": palette.onFill,
    "--theme-ink-light": palette.inkLight,
    "--theme-ink-dark": palette.inkDark,
  };
}

/** The palette as one CSS rule for the server's inline stylesheet. */
export function themeRootRule(palette: ThemePalette): string {
  const declarations = Object.entries(themeProperties(palette)).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(";")}}`;
}
