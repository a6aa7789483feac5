import type { ContentPage, GalleryImage } from "@davmu/contract";
import { apiGet, articlePath, groups } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { aGallery, counter, openReady, restingAt } from "../support/gallery.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { visit } from "../support/visit.ts";

// The gallery page as it opens, links and fails. Moving between its pictures:
// gallery-swipe.spec.ts; zooming into one: gallery-zoom.spec.ts; its layout and its controls'
// sizes and focus: gallery-layout.spec.ts.

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

test("the English page names the pictures and controls in English", async ({ page }) => {
  const { detail, path } = await aGallery();
  const count = detail.media.images.length;
  await page.goto(`en/${path}`);
  await expect(page.getByRole("figure", { name: `Picture 1 of ${count}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next picture" })).toBeVisible();
  await expect(page.getByText(`${count} pictures`)).toBeVisible();
});

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
