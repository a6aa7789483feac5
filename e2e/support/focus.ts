import type { Page } from "@playwright/test";

/** What the keyboard's focus shows: its name, whether a ring is drawn and whether anything hides it. */
export const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ringWidth = style.outlineStyle === "none" ? 0 : Number.parseFloat(style.outlineWidth);
    const ring = ringWidth >= 2 || style.boxShadow !== "none";
    const box = el.getBoundingClientRect();
    // The ring reaches this far outside the element's box (an inset ring, not at all).
    const reach = Math.max(0, ringWidth + (Number.parseFloat(style.outlineOffset) || 0));
    const clippedBy: string[] = [];
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if (overflowX === "visible" && overflowY === "visible") continue;
      const clip = node.getBoundingClientRect();
      const outside =
        box.left - reach < clip.left - 0.5 ||
        box.right + reach > clip.right + 0.5 ||
        box.top - reach < clip.top - 0.5 ||
        box.bottom + reach > clip.bottom + 0.5;
      if (outside) clippedBy.push(node.className);
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const covered = hit && !el.contains(hit) ? (hit.closest("[class]")?.className ?? hit.tagName) : null;
    const name = `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 24)}"`;
    return { name, ring, clippedBy, covered };
  });

/** Tabs through the page (forward or back) and reports each stop. */
export async function tabStops(page: Page, count: number, key = "Tab") {
  const stops = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    if (state) stops.push(state);
  }
  return stops;
}

/** Every visible control of the page with its size, except links inside running text (WCAG 2.5.8). */
export const targets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")]
      .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
      .filter((el) => !el.closest(".article-body p, .article-body li"))
      .map((el) => {
        const { width, height } = el.getBoundingClientRect();
        return {
          name: `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 16)}"`,
          width,
          height,
        };
      }),
  );
