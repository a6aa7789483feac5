import { expect, test } from "../support/fixtures.ts";
import { aGallery, counter, Fingers, frameCentre, openReady, restingAt } from "../support/gallery.ts";
import { EACH_PHONE } from "../support/phones.ts";

// Moving between a gallery's pictures: swipes, buttons, keys and thumbnails.

test(
  "a swipe moves to the next picture and back; the counter and the address follow",
  EACH_PHONE,
  async ({ page }) => {
    const { detail, path } = await aGallery();
    const count = detail.media.images.length;
    await page.goto(path);
    const fingers = await Fingers.on(page);
    const { x, y } = await frameCentre(page);
    await fingers.swipe(x + 120, x - 120, y);
    await expect(counter(page)).toHaveText(`2 / ${count}`);
    await expect(page).toHaveURL(/\?p=2$/);
    await expect.poll(() => restingAt(page)).toBe(1);
    await expect(page.getByRole("figure", { name: `图片 2/${count}` })).toContainText(
      detail.media.images[1]!.caption,
    );
    await fingers.swipe(x - 120, x + 120, y);
    await expect(counter(page)).toHaveText(`1 / ${count}`);
    // The first picture is the page's own address.
    await expect(page).toHaveURL((url) => !url.search);
  },
);

test(
  "a finger moving up a picture scrolls the page, with the zoom code there or not",
  EACH_PHONE,
  async ({ page }) => {
    const { path } = await aGallery();
    for (const ready of [false, true]) {
      if (ready) await openReady(page, path);
      else await page.goto(path);
      const fingers = await Fingers.on(page);
      const { x, y } = await frameCentre(page);
      await fingers.drag([[x, y + 100]], [[x, y - 100]]);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { message: `zoom code: ${ready}` })
        .toBeGreaterThan(50);
      await expect(counter(page)).toHaveText(/^1 \//);
    }
  },
);

test("the buttons, the arrow keys and the thumbnails change the picture", async ({ page }) => {
  const { detail, path } = await aGallery();
  const count = detail.media.images.length;
  await openReady(page, path);
  await page.getByRole("button", { name: "下一张" }).click();
  await expect(counter(page)).toHaveText(`2 / ${count}`);
  await page.getByRole("button", { name: "下一张" }).click();
  await expect(counter(page)).toHaveText(`3 / ${count}`);
  await expect(page).toHaveURL(/\?p=3$/);
  await page.locator(".gallery-strip").focus();
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText(`2 / ${count}`);
  await page.keyboard.press("End");
  await expect(counter(page)).toHaveText(`${count} / ${count}`);
  await expect(page.getByRole("button", { name: "下一张" })).toHaveAttribute("aria-disabled", "true");
  const thumbs = page.getByRole("list", { name: "全部图片" });
  await thumbs.getByRole("link", { name: `图片 1/${count}` }).click();
  await expect(counter(page)).toHaveText(`1 / ${count}`);
  await expect(thumbs.getByRole("link", { name: `图片 1/${count}` })).toHaveAttribute("aria-current", "true");
  // A link that opens the picture where the page's code is not there yet.
  await expect(thumbs.getByRole("link", { name: `图片 4/${count}` })).toHaveAttribute("href", "?p=4");
});

test("with reduced motion, a picture changes at once, without a glide", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { path } = await aGallery();
  await openReady(page, path);
  await page.getByRole("button", { name: "下一张" }).click();
  // Read at once: a smooth scroll would still be on its way.
  expect(await restingAt(page)).toBe(1);
});
