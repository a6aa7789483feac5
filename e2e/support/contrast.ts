import type { Locator } from "@playwright/test";

/** WCAG contrast of an element's text against the first opaque background at or behind it. */
export const textContrast = (element: Locator) =>
  element.evaluate((el) => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    };
    let background = [255, 255, 255];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg.length === 3 || (bg.length === 4 && bg[3] === 1)) {
        background = bg.slice(0, 3);
        break;
      }
    }
    const [a, b] = [luminance(parse(getComputedStyle(el).color)), luminance(background)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
