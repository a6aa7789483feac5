import { CONTENT_TYPES, type ContentType, type SitemapTypes } from "@davmu/contract/client";
import { crawlerServerApi, getDiscover, getTopicList } from "../../platform/api.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import { contentModelHref, editorialListHref, topicHref } from "../content/editorial-href.ts";
import type { ShareSite } from "../share/share-meta.ts";
import { itemEntries, pageEntries } from "./sitemap-entry.ts";
import { w3cTime, xmlElement } from "./xml.ts";

/**
 * Items per sitemap file. Each item is two URLs (Chinese and English), so a file holds 20,000 of
 * the protocol's 50,000; at the longest an entry can be (titles and descriptions clamped) that is
 * well under its 50 MB (docs/decisions/0120).
 */
export const SITEMAP_FILE_ITEMS = 10_000;
/** Items asked of the content service at once while a file streams. */
export const SITEMAP_READ_PAGE = 1000;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';
const URLSET_CLOSE = "\n</urlset>\n";

export function isContentType(text: string): text is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(text);
}

/** The sitemap file of one type's `page` (1-based), or of the pages that are not items ("pages"). */
export const sitemapFilePath = (name: string, page = 1) => `/sitemaps/${name}-${page}.xml`;

/** How many files a type's sitemap takes. */
export const filesOf = (count: number) => Math.ceil(count / SITEMAP_FILE_ITEMS);

/** The sitemap index: the pages' file, then each type's files, with when each last changed. */
export function* sitemapIndex(origin: string, types: SitemapTypes["list"]): Generator<string> {
  const newest = Math.max(0, ...types.map((t) => t.lastmod));
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  const entry = (path: string, lastmod: number) =>
    `<sitemap>${xmlElement("loc", absoluteUrl(origin, path))}${lastmod ? xmlElement("lastmod", w3cTime(lastmod)) : ""}</sitemap>\n`;
  yield entry(sitemapFilePath("pages"), newest);
  for (const t of types) {
    for (let page = 1; page <= filesOf(t.count); page++)
      yield entry(sitemapFilePath(t.type, page), t.lastmod);
  }
  yield "</sitemapindex>\n";
}

/**
 * One type's sitemap file, read from the content service a page at a time and written as it is
 * read: the first page placed by `skip`, the rest by the last id read, so memory stays at one page.
 */
export async function* itemSitemap(
  type: ContentType,
  page: number,
  origin: string,
  site: ShareSite,
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  let after: string | null = null;
  let read = 0;
  while (read < SITEMAP_FILE_ITEMS) {
    const limit = Math.min(SITEMAP_READ_PAGE, SITEMAP_FILE_ITEMS - read);
    const query = after ? { after, limit } : { skip: (page - 1) * SITEMAP_FILE_ITEMS, limit };
    const data = await crawlerServerApi().sitemapItems({ params: { type }, query });
    if (data.list.length > 0)
      yield `${data.list.map((item) => itemEntries(item, origin, site)).join("\n")}\n`;
    read += limit;
    if (!data.next) break;
    after = data.next;
  }
  yield URLSET_CLOSE;
}

/**
 * The pages that are not one item's: home, every topic and the page of all of them, the curated
 * lists and fly cards, the content-model pages (what the home page's 发现 row leads to).
 */
export async function* pagesSitemap(origin: string, lastmod: number): AsyncGenerator<string> {
  const [topics, discover] = await Promise.all([getTopicList(), getDiscover()]);
  yield URLSET_OPEN;
  yield `${pageEntries("/", origin, lastmod)}\n${pageEntries(topicHref(), origin, null)}\n`;
  for (const t of topics.list) yield `${pageEntries(topicHref(t.id), origin, null)}\n`;
  for (const l of discover.lists)
    yield `${pageEntries(editorialListHref(l.kind, l.id), origin, l.update_time)}\n`;
  for (const p of discover.pages) yield `${pageEntries(contentModelHref(p.id), origin, null)}\n`;
  yield URLSET_CLOSE;
}
