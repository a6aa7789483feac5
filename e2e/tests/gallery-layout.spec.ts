import { expect, test } from "../support/fixtures.ts";
import { tabStops, targets } from "../support/focus.ts";
import { aGallery, counter, Fingers, frameCentre, openReady, restingAt } from "../support/gallery.ts";
import { framesDrawn } from "../support/page-time.ts";
import { EACH_PHONE } from "../support/phones.ts";

// The gallery's layout: nothing shifts as its pictures come, and its controls are large enough and
// show their focus.

test(
  "nothing shifts as the pictures load, even slowly, nor as the visitor swipes through them",
  EACH_PHONE,
  async ({ page }) => {
    const { path } = await aGallery();
    await page.route(/\/media\/seed\/gallery\//, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      const w = window as unknown as { cls: number; shifts: PerformanceObserver };
      w.cls = 0;
      const add = (entries: PerformanceEntryList) => {
        for (const e of entries as Shift[]) if (!e.hadRecentInput) w.cls += e.value;
      };
      w.shifts = new PerformanceObserver((list) => add(list.getEntries()));
      w.shifts.observe({ type: "layout-shift", buffered: true });
      // What the frames drawn so far shifted, including what the observer has not been told yet.
      (window as unknown as { shiftedSoFar: () => number }).shiftedSoFar = () => {
        add(w.shifts.takeRecords());
        return w.cls;
      };
    });
    await page.goto(path);
    await expect
      .poll(() =>
        page
          .locator(".gallery-slide")
          .first()
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.complete),
      )
      .toBe(true);
    const fingers = await Fingers.on(page);
    const { x, y } = await frameCentre(page);
    for (let i = 1; i <= 3; i += 1) {
      await fingers.swipe(x + 120, x - 120, y);
      await expect.poll(() => restingAt(page)).toBe(i);
    }
    await expect(counter(page)).toHaveText(/^4 \//);
    // Every picture on screen has come, slow as it was, and the frames that drew it are counted.
    await page.waitForFunction(() =>
      [...document.images].every((img) => {
        const box = img.getBoundingClientRect();
        const onScreen =
          box.width > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
        return img.complete || !onScreen;
      }),
    );
    await framesDrawn(page);
    const cls = await page.evaluate(() =>
      (window as unknown as { shiftedSoFar: () => number }).shiftedSoFar(),
    );
    expect(cls).toBeLessThan(0.01);
  },
);

test("every control of the gallery page is at least 44 by 44 px", EACH_PHONE, async ({ page }) => {
  const { path } = await aGallery();
  await openReady(page, path);
  await expect(page.locator(".recommend .content-card").first()).toBeVisible();
  const all = await targets(page);
  expect(all.filter((t) => t.name.includes("gallery")).length).toBeGreaterThan(8);
  const small = all.filter((t) => t.width < 44 || t.height < 44);
  expect(small, JSON.stringify(small, null, 2)).toEqual([]);
});

test(
  "Tab reaches the viewer's controls in order, each with a whole ring that nothing covers",
  EACH_PHONE,
  async ({ page }) => {
    const { path } = await aGallery();
    await openReady(page, path);
    await expect(page.locator(".recommend .content-card").first()).toBeVisible();
    const stops = await tabStops(page, 24);
    const names = stops.map((s) => s.name);
    const strip = names.findIndex((n) => n.startsWith("ul.gallery-strip"));
    expect(strip, JSON.stringify(names, null, 2)).toBeGreaterThan(0);
    expect(names.slice(strip + 1, strip + 5)).toEqual([
      expect.stringMatching(/^button\.gallery-step gallery-step--previous/),
      expect.stringMatching(/^button\.gallery-step gallery-step--next/),
      expect.stringMatching(/^button\.gallery-zoom-button/),
      expect.stringMatching(/^a\.gallery-thumb/),
    ]);
    // Back up again: the sticky header must not cover what takes focus under it.
    const back = await tabStops(page, 10, "Shift+Tab");
    const bad = [...stops, ...back].filter((s) => !s.ring || s.clippedBy.length > 0 || s.covered);
    expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
  },
);
