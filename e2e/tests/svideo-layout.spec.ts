import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { activeVideo, advances, openPlaying } from "../support/svideo-page.ts";

// The short-video screen's layout: its controls' sizes, the keyboard's focus clip after clip, and
// a feed that fills the screen.

/** Every visible control: its name and size. */
const targets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, [tabindex]")]
      .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
      .map((el) => {
        const { width, height } = el.getBoundingClientRect();
        return { name: `${el.className} ${el.getAttribute("aria-label") ?? el.textContent}`, width, height };
      }),
  );

/** Where keyboard focus is: whether it draws a ring, and whether something else is on top of it. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring =
      (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2) ||
      style.boxShadow !== "none";
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const onScreen = box.top >= 0 && box.bottom <= window.innerHeight;
    return {
      name: `${el.className} ${el.getAttribute("aria-label") ?? ""}`,
      ring,
      onScreen,
      covered: !!hit && !el.contains(hit),
    };
  });

test(
  "every control is 44 px at least, and the keyboard's focus shows, uncovered, clip after clip",
  EACH_PHONE,
  async ({ page }) => {
    await openPlaying(page);
    const small = (await targets(page)).filter((t) => t.width < 44 || t.height < 44);
    expect(small, JSON.stringify(small, null, 2)).toEqual([]);
    const stops = [];
    // Home, the captions switch, pause and sound; the steps; then each clip's links.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      // The feed follows the focus: the clip holding it becomes the one in view.
      await page.waitForFunction(() => {
        const clip = document.activeElement?.closest(".svclip");
        return !clip || clip.hasAttribute("data-active");
      });
      const stop = await focusState(page);
      if (stop) stops.push(stop);
    }
    // The controls over the feed come first, then each clip's links, the feed following the focus.
    expect(stops[0]?.name).toContain("首页");
    expect(stops.length).toBeGreaterThan(10);
    const bad = stops.filter((s) => !s.ring || s.covered || !s.onScreen);
    expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
    // The clip holding the focus is the one in view, and it plays.
    await expect(page.locator(".svclip[data-active]")).toHaveAttribute("data-index", "2");
    await expect(page.locator(".svclip[data-active] :focus")).toHaveCount(1);
    await advances(activeVideo(page));
  },
);

test("the feed fills the screen and nothing scrolls sideways", EACH_PHONE, async ({ page }) => {
  await openPlaying(page);
  const layout = await page.evaluate(() => {
    const feed = document.querySelector(".svfeed")!.getBoundingClientRect();
    const clip = document.querySelector(".svclip")!.getBoundingClientRect();
    return {
      feed: [feed.width, feed.height],
      clip: [clip.width, clip.height],
      viewport: [window.innerWidth, window.innerHeight],
      sideways: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  expect(layout.feed).toEqual(layout.viewport);
  expect(layout.clip).toEqual(layout.viewport);
  expect(layout.sideways).toBe(0);
});
