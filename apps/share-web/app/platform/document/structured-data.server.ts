import type { MetaDescriptor, ServerBuild } from "react-router";
import type { DocumentContext, HtmlOnlyHead, ScraperTag } from "./document-context.ts";

const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON-LD as the text of a script element, escaped as React Router's `<Meta>` escapes it: text
 * from the content cannot close the element.
 */
export function structuredDataText(jsonLd: unknown): string {
  return JSON.stringify(jsonLd).replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

function isJsonLd(descriptor: MetaDescriptor): boolean {
  return typeof descriptor === "object" && descriptor !== null && "script:ld+json" in descriptor;
}

/** Open Graph's structured properties of a music, video or article page. */
const SCRAPER_PROPERTY = /^(music|video|article):/;

/**
 * A head tag that only crawlers and link previews read: one of Open Graph's structured properties
 * (`music:song`, `video:tag`, `article:published_time`, …). A browser's own share sheet reads the
 * page's title and `og:` tags, which stay with the router's data and follow a navigation.
 */
export function isScraperTag(descriptor: MetaDescriptor): descriptor is ScraperTag {
  if (typeof descriptor !== "object" || descriptor === null) return false;
  const { property, content } = descriptor as Partial<Record<string, unknown>>;
  return typeof property === "string" && SCRAPER_PROPERTY.test(property) && typeof content === "string";
}

const isHtmlOnly = (descriptor: MetaDescriptor) => isJsonLd(descriptor) || isScraperTag(descriptor);

/**
 * A loader's data without what of its `meta` only crawlers and link previews read: its JSON-LD and
 * Open Graph's structured properties (`isScraperTag`). For a page's HTML they are kept on the
 * request's load context, where the page's render finds them (`StructuredData`); the data of a
 * client-side navigation goes without them. Any other value (a response, data without such tags),
 * or any value without a load context, is returned as it is.
 */
export function asideStructuredData(context: DocumentContext | undefined, value: unknown): unknown {
  if (!context || typeof value !== "object" || value === null || value instanceof Response) return value;
  // React Router's `data(value, init)`: the value is its `data`.
  if ("type" in value && value.type === "DataWithResponseInit" && "data" in value) {
    (value as { data: unknown }).data = asideStructuredData(context, value.data);
    return value;
  }
  const meta = (value as { meta?: unknown }).meta;
  if (!Array.isArray(meta) || !meta.some(isHtmlOnly)) return value;
  if (context.documentRequest) {
    const texts = meta.filter(isJsonLd).map((d) => structuredDataText(d["script:ld+json"]));
    const tags = meta.filter(isScraperTag).map(({ property, content }) => ({ property, content }));
    if (texts.length > 0) context.structuredData = [...(context.structuredData ?? []), ...texts];
    if (tags.length > 0) context.scraperTags = [...(context.scraperTags ?? []), ...tags];
  }
  return { ...value, meta: meta.filter((d) => !isHtmlOnly(d)) };
}

/** What the page's render writes into the head for crawlers alone (`StructuredData`). */
export function htmlOnlyHead(context: DocumentContext | undefined): HtmlOnlyHead | null {
  if (!context) return null;
  return { tags: context.scraperTags ?? [], jsonLd: context.structuredData ?? [] };
}

/**
 * The server build with every route's loader putting its JSON-LD and its crawlers' tags aside
 * (`asideStructuredData`, docs/decisions/0083 and 0087). Only the production server does so: the
 * development server, without a load context, leaves them in the head's tags, as React Router
 * writes them.
 */
export function withStructuredDataAside(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    routes[id] =
      route && loader
        ? {
            ...route,
            module: {
              ...route.module,
              loader: async (args) =>
                asideStructuredData(args.context as DocumentContext, await loader(args)),
            },
          }
        : route;
  }
  return { ...build, routes };
}
