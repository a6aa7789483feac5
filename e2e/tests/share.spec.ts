import { articlePath, firstArticle } from "../support/api.ts";
import { expect } from "../support/fixtures.ts";
import { canonicalOf, test, untilHydrated } from "../support/share-page.ts";

// What a shared article tells link previews and search engines in its head. Inside WeChat:
// share-wechat.spec.ts; the open-in-app button: share-open-app.spec.ts.

function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

test("the article's server HTML has Open Graph, Twitter and JSON-LD with its title and image", async ({
  request,
}) => {
  const item = await firstArticle();
  const html = await (await request.get(articlePath(item))).text();
  expect(metaContent(html, "og:title")).toBe(item.title);
  expect(metaContent(html, "og:image")).toBe(item.cover?.url);
  expect(metaContent(html, "og:url")).toBe(canonicalOf(articlePath(item)));
  expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
  expect(metaContent(html, "twitter:title")).toBe(item.title);
  expect(metaContent(html, "twitter:image")).toBe(item.cover?.url);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const jsonLd = JSON.parse(blocks[0]![1]!);
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    image: [item.cover?.url],
    mainEntityOfPage: { "@id": canonicalOf(articlePath(item)) },
  });
  expect(Date.parse(jsonLd.datePublished)).toBe(item.publish_time * 1000);
  // Once: the router's data for the browser does not carry it a second time.
  expect(html.split("https://schema.org").length - 1).toBe(1);
  // Open Graph's article properties are in the head, once: not in the router's data either.
  expect(Date.parse(metaContent(html, "article:published_time") ?? "")).toBe(item.publish_time * 1000);
  expect(html.match(/article:published_time/g)?.length).toBe(1);
});

test("the page's JSON-LD and article tags stay in its head once React has hydrated the page", async ({
  page,
}) => {
  const item = await firstArticle();
  const blocks = page.locator('script[type="application/ld+json"]');
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(articlePath(item));
  await untilHydrated(page);
  // Past idle too: the related cards, the last part to hydrate, have their code.
  await page.waitForFunction(() => {
    const link = document.querySelector(".recommend a");
    return link !== null && Object.keys(link).some((k) => k.startsWith("__reactProps"));
  });
  await expect(blocks).toHaveCount(1);
  expect(JSON.parse((await blocks.textContent()) ?? "{}").headline).toBe(item.title);
  // So do Open Graph's article properties, written by the server alone like the JSON-LD.
  await expect(page.locator('meta[property="article:published_time"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});
