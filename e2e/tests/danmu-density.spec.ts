import type { ContentCard, ContentPage, Danmu } from "@davmu/contract";
import { apiGet, videoPath } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { VIDEO_ENV } from "../support/test-media.ts";

/** A burst: 200 danmu in the video's first three seconds, scrolling, top and bottom. */
const burst: Danmu[] = Array.from({ length: 200 }, (_, i) => ({
  id: `burst${String(i).padStart(4, "0")}`,
  text: `弹幕 ${i}`,
  offset_ms: 100 + i * 15,
  colour: "#ffffff",
  mode: (["scroll", "scroll", "top", "bottom"] as const)[i % 4]!,
}));

test("at the sparse density a burst of danmu stays within the small player's cap", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("davmu.danmuDensity", "sparse"));
  await page.route("**/peony/v3/danmu/**", (route, request) =>
    request.method() === "GET"
      ? route.fulfill({
          json: { code: 0, msg: "", data: { list: burst, from: 0, to: 600_000, has_more: false } },
        })
      : route.continue(),
  );
  const id = process.env[VIDEO_ENV.playable]!;
  const item = (await apiGet<ContentPage>("/peony/v1/content?pagesize=50")).list.find((c) => c.id === id);
  await page.goto(videoPath(item as ContentCard));
  await page
    .locator(".video-stage__play")
    .click({ timeout: 3000 })
    .catch(() => {});
  await expect(page.locator(".danmu")).toHaveAttribute("data-density", "sparse");
  // Every frame until the burst is over: the most on screen at once, and the lanes they stood in.
  const seen = await page.locator(".player video").evaluate(
    (v: HTMLVideoElement) =>
      new Promise<{ most: number; tops: number[] }>((resolve) => {
        let most = 0;
        const tops = new Set<number>();
        const frame = () => {
          const items = [...document.querySelectorAll<HTMLElement>(".danmu .danmu__item")];
          most = Math.max(most, items.length);
          for (const el of items) tops.add(Math.round(el.getBoundingClientRect().top));
          if (v.currentTime > 3.5 || v.ended) resolve({ most, tops: [...tops] });
          else requestAnimationFrame(frame);
        };
        v.muted = true;
        void v.play();
        frame();
      }),
  );
  // The phone's player (390 px wide) at the sparse level: a quarter of its height is one lane,
  // which holds two at that spacing; the burst's 200 would fill every lane of the standard level.
  expect(seen.most).toBeGreaterThan(0);
  expect(seen.most).toBeLessThanOrEqual(2);
  // One lane at the top (scrolling and top danmu) and one at the bottom: two heights at most.
  expect(seen.tops.length).toBeLessThanOrEqual(2);
});
