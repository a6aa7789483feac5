import type { Page } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { framesDrawn } from "../support/page-time.ts";
import { EACH_PHONE } from "../support/phones.ts";

type Shown = { src: string; file: number; drawn: number };

/** Every picture the page has drawn: the file it chose, that file's width, and its drawn width in device pixels. */
async function shownImages(page: Page): Promise<Shown[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
      .map((img) => {
        const box = img.getBoundingClientRect();
        // A cover cropped to its box (object-fit: cover) draws the file wider than the box.
        const fill = Math.max(box.width, (box.height * img.naturalWidth) / img.naturalHeight);
        return { src: img.currentSrc, file: img.naturalWidth, drawn: Math.round(fill * devicePixelRatio) };
      }),
  );
}

/** Scrolls to the end in steps, so every lazy picture on the way is loaded. */
async function scrollThrough(page: Page, steps = 12) {
  const position = () =>
    page.evaluate(() => ({
      y: window.scrollY,
      atEnd: window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1,
    }));
  for (let i = 0; i < steps; i++) {
    const from = await position();
    await page.mouse.wheel(0, 700);
    // Moved on, unless at the end (the feed may grow after the wheel found it there), and drawn
    // there: the pictures coming into view are asked for.
    if (!from.atEnd) {
      await page.waitForFunction(
        (y) =>
          window.scrollY !== y ||
          window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1,
        from.y,
      );
    }
    await framesDrawn(page);
  }
  await page.waitForLoadState("networkidle");
}

function expectNoneTooLarge(images: Shown[]) {
  expect(images.length).toBeGreaterThan(3);
  for (const image of images) {
    expect(image.file, `${image.src} drawn at ${image.drawn} device px`).toBeLessThanOrEqual(2 * image.drawn);
  }
}

test("home: no picture downloads at more than twice the size it is drawn", EACH_PHONE, async ({ page }) => {
  await page.goto("./");
  await scrollThrough(page);
  const images = await shownImages(page);
  expectNoneTooLarge(images);
  // The row thumbnails (114 px wide) take a sized file, not the 750 px cover.
  expect(images.some((i) => /\?w=(240|360)$/.test(i.src))).toBe(true);
});

test(
  "article: the avatar, the logos, the body's pictures and the related covers are sized",
  EACH_PHONE,
  async ({ page }) => {
    const item = (await firstPage()).list.find((i) => i.type === "doc" && i.mp)!;
    await page.goto(articlePath(item));
    await scrollThrough(page, 20);
    const images = await shownImages(page);
    expectNoneTooLarge(images);
    expect(images.some((i) => i.src.includes("/avatars/") && i.src.includes("?w="))).toBe(true);
  },
);
