import type { Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/** WCAG contrast of an element's text against the first opaque background behind it. */
const contrast = (element: Locator) =>
  element.evaluate((el) => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    let node: Element | null = el;
    let background = [255, 255, 255];
    while (node) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg.length === 3 || (bg.length === 4 && bg[3] === 1)) {
        background = bg.slice(0, 3);
        break;
      }
      node = node.parentElement;
    }
    const [a, b] = [luminance(parse(getComputedStyle(el).color)), luminance(background)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`on a phone set to ${colorScheme}`, () => {
    test.use({ colorScheme });

    test("the small grey text of cards and the hot list reads at 4.5:1 or better", async ({ page }) => {
      await page.goto("./");
      const meta = page.locator(".content-card__meta time").first();
      await expect(meta).toBeVisible();
      expect(await contrast(meta)).toBeGreaterThanOrEqual(4.5);
      expect(await contrast(page.locator(".content-card__source").first())).toBeGreaterThanOrEqual(4.5);
      expect(await contrast(page.locator(".hot-list__count").first())).toBeGreaterThanOrEqual(4.5);
      // The language switch's unselected choice sits on the page's grey.
      const english = page.getByRole("navigation", { name: "语言" }).getByRole("link", { name: "English" });
      expect(await contrast(english)).toBeGreaterThanOrEqual(4.5);
    });
  });
}

test("each language choice is named with what it shows, so a voice command finds it", async ({ page }) => {
  await page.goto("./");
  const english = page.getByRole("navigation", { name: "语言" }).getByRole("link", { name: "English" });
  await expect(english).toHaveText("EN");
  await expect(english).toHaveAccessibleName(/\bEN\b/);
});
