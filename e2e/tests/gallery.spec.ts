import type { ContentPage, GalleryImage } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { apiGet, articlePath, groups } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { tabStops, targets } from "../support/focus.ts";
import { aGallery, Fingers } from "../support/gallery.ts";
import { framesDrawn } from "../support/page-time.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { visit } from "../support/visit.ts";

/** The number the counter shows ("3 / 8"). */
const counter = (page: Page) => page.locator(".gallery-counter [aria-hidden]");

/** Where the strip has come to rest, in pictures (0 for the first). */
const restingAt = (page: Page) =>
  page.locator(".gallery-strip").evaluate((s) => s.scrollLeft / s.clientWidth);

/** The scale the picture shown is drawn at (1 when whole). */
const shownScale = (page: Page) =>
  page.locator(".gallery-strip").evaluate((s) => {
    const slide = s.children[Math.round(s.scrollLeft / s.clientWidth)];
    const picture = slide?.querySelector<HTMLElement>(".gallery-frame > *");
    const transform = picture ? getComputedStyle(picture).transform : "none";
    return transform === "none" ? 1 : new DOMMatrix(transform).a;
  });

/** The centre of the first frame on screen. */
async function frameCentre(page: Page) {
  const box = (await page.locator(".gallery-frame").first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

/** Opens a gallery and waits for the zoom code, which comes once the page is idle. */
async function openReady(page: Page, path: string) {
  const zoomChunk = page.waitForResponse(/\/assets\/gallery-zoom-[\w-]+\.js$/);
  await page.goto(path);
  await zoomChunk;
  await expect(page.locator(".gallery-strip")).toHaveAttribute("data-gestures", "on");
}

test(
  "a gallery opens on its first picture at its size, with title, counter and caption, and the zoom code only after load",
  EACH_PHONE,
  async ({ page }) => {
    const { detail, path } = await aGallery();
    const images = detail.media.images;
    await page.addInitScript(() => {
      (window as unknown as { lcp: string[] }).lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { url: string })[])
          (window as unknown as { lcp: string[] }).lcp.push(e.url);
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: detail.title })).toBeVisible();
    await expect(counter(page)).toHaveText(`1 / ${images.length}`);
    const first = page.locator(".gallery-slide").first().locator("img");
    await expect(first).toBeVisible();
    expect(await first.getAttribute("fetchpriority")).toBe("high");
    expect(await first.getAttribute("sizes")).toBe("(min-width: 720px) 720px, 100vw");
    // Its file is one of its sized files, chosen for the phone's width, not a thumbnail.
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
    // Drawn whole at its own shape: the frame holds it with no crop.
    const drawn = await first.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
    expect(drawn).toBeCloseTo(images[0]!.width / images[0]!.height, 1);
    await expect(page.getByRole("figure", { name: `图片 1/${images.length}` })).toContainText(
      images[0]!.caption,
    );
    // The largest paint is that picture.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1) ?? ""))
      .toContain(new URL(images[0]!.url).pathname);
    // The head names it: an article to Open Graph, an ImageGallery to search engines.
    const html = await response!.text();
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain(`property="og:image" content="${images[0]!.url}"`);
    expect(html).toContain('"@type":"ImageGallery"');
    expect(html).toContain('"@type":"ImageObject"');
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+"[^>]*fetchPriority="high"/i);
    // The zoom code is fetched once the page has loaded, never before.
    const timing = await page.waitForFunction(() => {
      const chunk = performance
        .getEntriesByType("resource")
        .find((e) => /\/assets\/gallery-zoom-[\w-]+\.js$/.test(e.name));
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      return chunk && nav?.loadEventStart ? { chunk: chunk.startTime, load: nav.loadEventStart } : null;
    });
    const { chunk, load } = (await timing.jsonValue())!;
    expect(chunk).toBeGreaterThanOrEqual(load);
  },
);

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

test(
  "a link with ?p= opens that picture, painted first, and a number past the end opens the last",
  EACH_PHONE,
  async ({ page }) => {
    const { detail, path } = await aGallery();
    const count = detail.media.images.length;
    const response = await visit(page, `${path}?p=3`);
    const html = await response!.text();
    // The third picture is the one preloaded and fetched first.
    expect(html).toContain(`<link rel="preload" as="image" href="${detail.media.images[2]!.url}"`);
    await expect(counter(page)).toHaveText(`3 / ${count}`);
    await expect.poll(() => restingAt(page)).toBe(2);
    const third = page.locator(".gallery-slide").nth(2).locator("img");
    expect(await third.getAttribute("fetchpriority")).toBe("high");
    await expect(third).toBeInViewport();
    // Before any of the page's modules run, the server's HTML already shows it. (Away from the page
    // first: its own late chunks, failing, would reload it over the next navigation.)
    await page.goto("about:blank");
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${path}?p=4`, { waitUntil: "domcontentloaded" });
    expect(await restingAt(page)).toBe(3);
    await expect(counter(page)).toHaveText(`4 / ${count}`);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.goto(`${path}?p=99`);
    await expect(counter(page)).toHaveText(`${count} / ${count}`);
    await expect(page).toHaveURL(new RegExp(`\\?p=${count}$`));
  },
);

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

test("a picture that cannot be loaded shows a placeholder with its caption, not a broken image", async ({
  page,
}) => {
  const { detail, path } = await aGallery();
  const [first, second] = detail.media.images as [GalleryImage, GalleryImage];
  // The first fails while the page is still the server's HTML, the second once the page runs.
  const failing = new Set([first.url, second.url].map((u) => new URL(u).pathname));
  await page.route(
    (url) => failing.has(url.pathname),
    (route) => route.abort(),
  );
  await openReady(page, path);
  const count = detail.media.images.length;
  for (const [n, image] of [first, second].entries()) {
    if (n > 0) await page.getByRole("button", { name: "下一张" }).click();
    const figure = page.getByRole("figure", { name: `图片 ${n + 1}/${count}` });
    await expect(figure.getByRole("img", { name: "图片加载失败" })).toBeVisible();
    await expect(figure).toContainText(image.caption);
    await expect(figure.locator("img")).toHaveCount(0);
    // Its thumbnail is an empty tile, not a broken-image icon.
    const thumb = page
      .getByRole("list", { name: "全部图片" })
      .getByRole("link", { name: `图片 ${n + 1}/${count}` });
    await expect(thumb.locator("img")).toHaveCount(0);
  }
  // Nothing to zoom in a placeholder.
  await expect(page.getByRole("button", { name: "放大图片" })).toBeDisabled();
});

test("with reduced motion, a picture changes at once, without a glide", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { path } = await aGallery();
  await openReady(page, path);
  await page.getByRole("button", { name: "下一张" }).click();
  // Read at once: a smooth scroll would still be on its way.
  expect(await restingAt(page)).toBe(1);
});

test("the English page names the pictures and controls in English", async ({ page }) => {
  const { detail, path } = await aGallery();
  const count = detail.media.images.length;
  await page.goto(`en/${path}`);
  await expect(page.getByRole("figure", { name: `Picture 1 of ${count}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next picture" })).toBeVisible();
  await expect(page.getByText(`${count} pictures`)).toBeVisible();
});

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

test("a bad gallery id, and the id of an article, are the 404 page", async ({ page }) => {
  const bad = await visit(page, "news/gallery/2026/01/notAnId");
  expect(bad?.status()).toBe(404);
  const article = (await apiGet<ContentPage>("/peony/v1/content?pagesize=20")).list.find(
    (i) => i.type === "doc",
  )!;
  const wrongType = await visit(page, articlePath(article).replace("/doc/", "/gallery/"));
  expect(wrongType?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a gallery card on home shows its picture count and opens the gallery", async ({ page }) => {
  let found: { gid: string; title: string } | null = null;
  for (const group of await groups()) {
    const list = (await apiGet<ContentPage>(`/peony/v1/content?pagesize=10&gid=${group.id}`)).list;
    const card = list.find((i) => i.type === "gallery");
    if (card) {
      found = { gid: group.id, title: card.title };
      break;
    }
  }
  expect(found, "a channel's first page holds a gallery").not.toBeNull();
  await page.goto(`./?gid=${found!.gid}`);
  const card = page.locator('.content-card[data-type="gallery"]').filter({ hasText: found!.title });
  await expect(card.locator(".content-card__duration")).toHaveText(/^\d+图$/);
  await expect(card.getByRole("link")).toHaveAttribute("href", /\/gallery\/\d{4}\/\d{2}\/\w+$/);
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: found!.title })).toBeVisible();
  await expect(counter(page)).toHaveText(/^1 \/ \d+$/);
});
