import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import {
  CALLS,
  type ContentCard,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type SitemapItem,
  type TrackerLog,
} from "@davmu/contract";
import { extract } from "@extractus/oembed-extractor";
import { Parser as HtmlParser } from "htmlparser2";
import Parser from "rss-parser";
import { parseSitemap, parseSitemapIndex } from "sitemap";
import { apiGet, videoPath } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import { AUDIO_ENV, audioAlbum } from "../support/test-audio.ts";
import { VIDEO_ENV } from "../support/test-media.ts";
import { validateXml } from "../support/xmllint.ts";

const SITE = `${SITE_ORIGIN}${BASE_PATH}`;

async function text(path: string) {
  const response = await fetch(`${SITE}${path}`);
  return { response, body: await response.text() };
}

/** The `<link>` elements of a page, as an HTML parser reads them (attribute names in lower case). */
async function pageLinks(url: string): Promise<Record<string, string>[]> {
  const links: Record<string, string>[] = [];
  const parser = new HtmlParser({
    onopentag: (name, attributes) => name === "link" && links.push(attributes),
  });
  parser.end(await (await fetch(url)).text());
  return links;
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
  const links = await pageLinks(zh?.url ?? "");
  expect(links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => l.href)).toEqual(
    zh?.links?.map((l) => l.url),
  );
  expect(links.find((l) => l.rel === "canonical")?.href).toBe(zh?.url);
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

test("an audio album's podcast reads in a podcast parser with every track whose file is there, its true size and a GUID that is the track's id", async () => {
  const feedOf = async (id: string) =>
    new Parser().parseString((await text(`/feed/audio_album/${id}.xml`)).body);
  const albumId = process.env[AUDIO_ENV.album] as string;
  const detail = await audioAlbum(albumId);
  const feed = await feedOf(albumId);
  expect(feed.items.map((i) => i.guid)).toEqual(detail.items.map((i) => i.id));
  // Each enclosure's length is what a podcast app downloads.
  const served = await Promise.all(
    feed.items.map(async (i) =>
      (await fetch(i.enclosure?.url ?? "", { method: "HEAD" })).headers.get("content-length"),
    ),
  );
  expect(feed.items.map((i) => i.enclosure?.length)).toEqual(served);
  expect(feed.itunes?.image).toMatch(/^https?:/);
  // An album whose files are not made yet lists none of them, rather than lengths of 0.
  expect((await feedOf(process.env[AUDIO_ENV.missing] as string)).items).toEqual([]);
  // A channel's and a media account's Atom feeds: each read, and each found from its own page.
  const card = (await published("audio_album"))[0] as ContentCard;
  const channelId = card.channel?.id;
  for (const [page, feed] of [
    [`?gid=${channelId}`, `/feed/channel/${channelId}.xml`],
    [`mp/user/${card.mp?.id}`, `/feed/mp/${card.mp?.id}.xml`],
  ] as const) {
    const atom = await new Parser().parseString((await text(feed)).body);
    expect(atom.items.length, feed).toBeGreaterThan(0);
    const found = (await pageLinks(`${SITE}/${page}`)).find((l) => l.type === "application/atom+xml");
    expect(found?.href, page).toMatch(new RegExp(`${feed.replace(/\./g, "\\.")}$`));
  }
  for (const bad of [`/feed/podcast/${albumId}.xml`, "/feed/audio_album/zzzzzzzzzzzz.xml"]) {
    expect((await text(bad)).response.status, bad).toBe(404);
  }
});

test("an oEmbed consumer discovers a video's answer from its page and reads it within its bounds", async () => {
  const video = (await published("video"))[0] as SitemapItem;
  const pageUrl = `${SITE}/${videoPath(video)}`;
  const endpoint = (await pageLinks(pageUrl)).find((l) => l.type === "application/json+oembed")?.href;
  expect(endpoint).toContain("/oembed?url=");
  // No registered provider names the site: the library finds the endpoint from the page itself, as it
  // would for any site it does not know (its registered providers are all asked over https).
  const answer = await extract(pageUrl, { maxwidth: 320, maxheight: 400 });
  expect(answer.method).toBe("auto-discovery");
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
  // The video whose files the tests made (the seed's own are not made in the browser tests).
  const id = process.env[VIDEO_ENV.playable];
  const video = (await published("video")).find((v) => v.id === id) as SitemapItem;
  // Another site, served from this machine: a page a test fulfils itself counts as on the public
  // internet, which the browser does not let frame a local address (local network access checks).
  const host = createServer((_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(`<!doctype html><title>host</title>
<iframe id="embed" title="embed" src="${SITE}/embed/video/${video.id}" width="360" height="300"></iframe>
<iframe id="page" title="page" src="${SITE}/${videoPath(video)}" width="360" height="300"></iframe>`);
  }).listen(0, "127.0.0.1");
  await once(host, "listening");
  // Every tracker log, read as it leaves: a beacon's body from a frame of another process is not
  // reported with the request itself.
  const sent: TrackerLog[] = [];
  await page.route("**/stats/tracker/log**", async (route) => {
    sent.push(...[JSON.parse(route.request().postData() ?? "[]")].flat());
    await route.continue();
  });
  try {
    // The player then waits for the tap, as for a visitor whose browser does not start it itself
    // (a started player would play the short test video through before its play button came back).
    await page.emulateMedia({ reducedMotion: "reduce" });
    const refused = page.waitForEvent("console", (m) => m.text().includes("frame-ancestors"));
    await page.goto(`http://localhost:${(host.address() as AddressInfo).port}/`);
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
    // Danmu wait for the visitor to ask for them.
    await expect(embed.getByRole("button", { name: "开启弹幕" })).toHaveAttribute("aria-pressed", "false");
    // Its plays are counted as the embed's: sent as the frame goes away (what iOS sends on closing).
    await expect(embed.locator("html")).toHaveAttribute("data-tracker", "ready");
    await embed.locator("body").evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await expect
      .poll(() => sent.map((l) => [l.behavior, l.tid, l.terminal]))
      .toContainEqual(["play", video.id, "embed"]);
    await refused;
  } finally {
    host.close();
  }
});
