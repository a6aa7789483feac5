import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { aGallery, counter, Fingers, frameCentre, openReady, restingAt } from "../support/gallery.ts";
import { framesDrawn } from "../support/page-time.ts";
import { EACH_PHONE } from "../support/phones.ts";

// Zooming into a gallery's picture: a double tap, a pinch, the zoom button and the keyboard.

/** The scale the picture shown is drawn at (1 when whole). */
const shownScale = (page: Page) =>
  page.locator(".gallery-strip").evaluate((s) => {
    const slide = s.children[Math.round(s.scrollLeft / s.clientWidth)];
    const picture = slide?.querySelector<HTMLElement>(".gallery-frame > *");
    const transform = picture ? getComputedStyle(picture).transform : "none";
    return transform === "none" ? 1 : new DOMMatrix(transform).a;
  });

test(
  "a double tap zooms in and the next zooms out; while zoomed a swipe moves the picture, not to the next",
  EACH_PHONE,
  async ({ page }) => {
    const { detail, path } = await aGallery();
    const count = detail.media.images.length;
    await openReady(page, path);
    const fingers = await Fingers.on(page);
    const { x, y } = await frameCentre(page);
    await fingers.doubleTap(x, y);
    await expect.poll(() => shownScale(page)).toBeGreaterThan(1);
    await expect(page.getByRole("button", { name: "放大图片" })).toHaveAttribute("aria-pressed", "true");
    await fingers.swipe(x + 100, x - 100, y);
    // Drawn since the finger lifted: a strip that scrolled with it would be off its first picture now.
    await framesDrawn(page);
    await expect(counter(page)).toHaveText(`1 / ${count}`);
    expect(await restingAt(page)).toBe(0);
    expect(await shownScale(page)).toBeGreaterThan(1);
    await fingers.doubleTap(x, y);
    await expect.poll(() => shownScale(page)).toBe(1);
    // Swiping works again.
    await fingers.swipe(x + 120, x - 120, y);
    await expect(counter(page)).toHaveText(`2 / ${count}`);
  },
);

test("two fingers spreading zoom the picture under them", EACH_PHONE, async ({ page }) => {
  const { path } = await aGallery();
  await openReady(page, path);
  const fingers = await Fingers.on(page);
  const { x, y } = await frameCentre(page);
  await fingers.pinch(x, y, 60, 3);
  await expect.poll(() => shownScale(page)).toBeGreaterThan(2);
  expect(await restingAt(page)).toBe(0);
  // Closing them brings it back whole.
  await fingers.pinch(x, y, 240, 0.2);
  await expect.poll(() => shownScale(page)).toBe(1);
});

test("the zoom button and the keyboard zoom, move and restore the picture", async ({ page }) => {
  const { path } = await aGallery();
  await openReady(page, path);
  const zoom = page.getByRole("button", { name: "放大图片" });
  await zoom.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => shownScale(page)).toBeGreaterThan(1);
  await expect(zoom).toHaveAttribute("aria-pressed", "true");
  const before = await page
    .locator(".gallery-frame > *")
    .first()
    .evaluate((el) => getComputedStyle(el).transform);
  await page.keyboard.press("ArrowLeft");
  await expect
    .poll(() =>
      page
        .locator(".gallery-frame > *")
        .first()
        .evaluate((el) => getComputedStyle(el).transform),
    )
    .not.toBe(before);
  await expect(counter(page)).toHaveText(/^1 \//);
  await page.keyboard.press("Escape");
  await expect.poll(() => shownScale(page)).toBe(1);
  await expect(zoom).toHaveAttribute("aria-pressed", "false");
});
