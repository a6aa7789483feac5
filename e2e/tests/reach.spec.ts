import { Readable } from "node:stream";
import {
  type AlbumDetail,
  CALLS,
  type ContentCard,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type SitemapItem,
} from "@davmu/contract";
import { extract, setProviderList } from "@extractus/oembed-extractor";
import { parseHTML } from "linkedom";
import Parser from "rss-parser";
import { parseSitemap, parseSitemapIndex } from "sitemap";
import { apiGet, videoPath } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { BASE_PATH, E2E_WEB_PORT, SITE_ORIGIN } from "../support/ports.ts";
import { validateXml } from "../support/xmllint.ts";

const SITE = `${SITE_ORIGIN}${BASE_PATH}`;

async function text(path: string) {
  const response = await fetch(`${SITE}${path}`);
  return { response, body: await response.text() };
}

/** Every published item of a type, read from the content service as the sitemap's writer does. */
async function published(type: string): Promise<SitemapItem[]> {
  return (
    await apiGet<{ list: SitemapItem[] }>(
      `${callPath(CALLS.sitemapItems, DEFAULT_SERVICE_PREFIXES, { type })}?limit=1000`,
    )
  ).list;
}

test("the sitemaps validate against the sitemaps.org schema, and a sitemap parser reads every item once per language", async () => {
  const robots = await text("/robots.txt");
  expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect((await fetch(`${SITE_ORIGIN}/robots.txt`)).status).toBe(200);
  const index = await text("/sitemap.xml");
  expect(index.response.headers.get("content-type")).toContain("application/xml");
  expect(index.response.headers.get("cache-control")).toContain("public");
  const lastModified = index.response.headers.get("last-modified");
  expect(lastModified).toBeTruthy();
  const again = await fetch(`${SITE}/sitemap.xml`, { headers: { "If-Modified-Since": lastModified ?? "" } });
  expect(again.status).toBe(304);
  expect(validateXml(index.body, "siteindex.xsd")).toBe("");
  const files = (await parseSitemapIndex(Readable.from(index.body))).map((f) => f.url);
  expect(files).toContain(`${SITE}/sitemaps/pages-1.xml`);
  const videoFile = await text("/sitemaps/video-1.xml");
  expect(validateXml(videoFile.body, "extensions.xsd")).toBe("");
  const urls = await parseSitemap(Readable.from(videoFile.body));
  const videos = await published("video");
  expect(urls).toHaveLength(videos.length * 2);
  const first = videos[0] as SitemapItem;
  const zh = urls.find((u) => u.url === `${SITE}/${videoPath(first)}`);
  expect(zh?.video?.[0]?.content_loc).toBe(first.media?.url);
  expect(zh?.links?.map((l) => l.lang)).toEqual(["zh-CN", "en-US", "x-default"]);
  // The page names the same alternates and canonical as its sitemap entry.
  const page = parseHTML(await (await fetch(zh?.url ?? "")).text()).document;
  const hreflang = [...page.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) =>
    l.getAttribute("href"),
  );
  expect(hreflang).toEqual(zh?.links?.map((l) => l.url));
  expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(zh?.url);
  const gallery = await text("/sitemaps/gallery-1.xml");
  expect(validateXml(gallery.body, "extensions.xsd")).toBe("");
  expect((await parseSitemap(Readable.from(gallery.body))).every((u) => (u.img?.length ?? 0) > 0)).toBe(true);
  const pages = await text("/sitemaps/pages-1.xml");
  expect(validateXml(pages.body, "extensions.xsd")).toBe("");
  const pageUrls = (await parseSitemap(Readable.from(pages.body))).map((u) => u.url);
  for (const part of ["/list/", "/fly_card/", "/content_model/", "/news/topic/"]) {
    expect(
      pageUrls.some((u) => u.includes(part)),
      part,
    ).toBe(true);
  }
  for (const bad of ["/sitemaps/video-99.xml", "/sitemaps/podcast-1.xml", "/sitemaps/nothing"]) {
    const answer = await text(bad);
    expect(answer.response.status, bad).toBe(404);
    expect(answer.body).toContain("no such sitemap");
  }
});

test("an audio album's podcast reads in a podcast parser with every track, its enclosure size and a GUID that is the track's id", async () => {
  const album = (await published("audio_album"))[0] as ContentCard;
  const detail = await apiGet<AlbumDetail>(
    callPath(CALLS.audioAlbum, DEFAULT_SERVICE_PREFIXES, { id: album.id }),
  );
  const feed = await new Parser().parseString((await text(`/feed/audio_album/${album.id}.xml`)).body);
  const playable = detail.items.filter((i) => i.media?.kind === "audio");
  expect(feed.items).toHaveLength(playable.length);
  expect(feed.items.map((i) => i.guid)).toEqual(playable.map((i) => i.id));
  expect(feed.items.map((i) => Number(i.enclosure?.length))).toEqual(
    playable.map((i) => (i.media?.kind === "audio" ? i.media.size : 0)),
  );
  expect(feed.itunes?.image).toMatch(/^https?:/);
  const channelId = album.channel?.id;
  const atom = await new Parser().parseString((await text(`/feed/channel/${channelId}.xml`)).body);
  expect(atom.items.length).toBeGreaterThan(0);
  for (const bad of [`/feed/podcast/${album.id}.xml`, "/feed/audio_album/zzzzzzzzzzzz.xml"]) {
    expect((await text(bad)).response.status, bad).toBe(404);
  }
});

test("an oEmbed consumer discovers a video's answer from its page and reads it within its bounds", async () => {
  const video = (await published("video"))[0] as SitemapItem;
  const pageUrl = `${SITE}/${videoPath(video)}`;
  const page = parseHTML(await (await fetch(pageUrl)).text()).document;
  const endpoint = page.querySelector('link[type="application/json+oembed"]')?.getAttribute("href");
  expect(endpoint).toContain("/oembed?url=");
  setProviderList([
    {
      provider_name: "davmu",
      provider_url: SITE,
      endpoints: [{ schemes: [`${SITE}/*`], url: `${SITE}/oembed` }],
    },
  ]);
  const answer = await extract(pageUrl, { maxwidth: 320, maxheight: 400 });
  expect(answer.type).toBe("video");
  expect(answer.title).toBe(video.title);
  expect(Number(answer.width)).toBeLessThanOrEqual(320);
  expect(String(answer.html)).toContain(`/embed/video/${video.id}`);
  const bad = async (query: string) => {
    const r = await text(`/oembed?${query}`);
    return [r.response.status, r.body] as const;
  };
  expect(await bad(`url=${encodeURIComponent(pageUrl)}&maxwidth=-3`)).toEqual([
    400,
    expect.stringContaining("maxwidth"),
  ]);
  expect((await bad(`url=${encodeURIComponent(`${SITE}/mp/video/zzzzzzzz`)}`))[0]).toBe(404);
  expect((await bad(`url=${encodeURIComponent(`${SITE}/news/bar/${video.id}`)}`))[0]).toBe(404);
  const manifest = await (await fetch(`${SITE}/manifest.webmanifest`)).json();
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);
  for (const icon of manifest.icons) expect((await fetch(`${SITE_ORIGIN}${icon.src}`)).status).toBe(200);
});

test("the embed plays inside a frame on another origin, and an ordinary page refuses to be framed there", async ({
  page,
}) => {
  const video = (await published("video"))[0] as SitemapItem;
  const host = `http://localhost:${E2E_WEB_PORT}/host-page`;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>host</title>
<iframe id="embed" title="embed" src="${SITE}/embed/video/${video.id}" width="360" height="300"></iframe>
<iframe id="page" title="page" src="${SITE}/${videoPath(video)}" width="360" height="300"></iframe>`,
    }),
  );
  const refused = page.waitForEvent("console", (m) => m.text().includes("frame-ancestors"));
  await page.goto(host);
  const embed = page.frameLocator("#embed");
  await embed
    .getByRole("button", { name: /播放|play/i })
    .first()
    .click();
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f.url().includes("/embed/"))
        ?.evaluate(() => document.querySelector("video")?.currentTime ?? 0),
    )
    .toBeGreaterThan(0);
  await expect(embed.getByRole("link", { name: /打开|Open/ })).toHaveAttribute("target", "_blank");
  await refused;
});
