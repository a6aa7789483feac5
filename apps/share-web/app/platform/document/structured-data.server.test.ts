import { data, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { DocumentContext } from "./document-context.ts";
import {
  asideStructuredData,
  htmlOnlyHead,
  isScraperTag,
  structuredDataText,
  withStructuredDataAside,
} from "./structured-data.server.ts";

const jsonLd = { "@context": "https://schema.org", "@type": "NewsArticle", headline: "标题 </script><b>" };
const related = Promise.resolve(["another"]);
const page = () => ({
  title: "标题",
  related,
  meta: [{ title: "标题" }, { property: "og:title", content: "标题" }, { "script:ld+json": jsonLd }],
});

describe("asideStructuredData", () => {
  it("keeps a page's JSON-LD for its HTML and leaves it out of the data", () => {
    const context: DocumentContext = { documentRequest: true };
    const value = asideStructuredData(context, page()) as ReturnType<typeof page>;
    expect(value.meta).toEqual([{ title: "标题" }, { property: "og:title", content: "标题" }]);
    expect(value.related).toBe(related);
    expect(value.title).toBe("标题");
    expect(context.structuredData).toEqual([structuredDataText(jsonLd)]);
  });

  it("escapes the JSON so that text from the content cannot close the script element", () => {
    const text = structuredDataText(jsonLd);
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script\\u003e\\u003cb\\u003e");
    expect(JSON.parse(text)).toEqual(jsonLd);
    expect(structuredDataText({ a: "x & y \u2028" })).toBe('{"a":"x \\u0026 y \\u2028"}');
  });

  it("gives a client-side navigation's data without it, and keeps nothing", () => {
    const context: DocumentContext = { documentRequest: false };
    const value = asideStructuredData(context, page()) as ReturnType<typeof page>;
    expect(value.meta).toHaveLength(2);
    expect(context.structuredData).toBeUndefined();
  });

  it("reads the data of React Router's data(value, init)", () => {
    const context: DocumentContext = { documentRequest: true };
    const value = asideStructuredData(context, data(page(), { headers: { "X-Robots-Tag": "noindex" } }));
    expect((value as { data: ReturnType<typeof page> }).data.meta).toHaveLength(2);
    expect((value as { init: ResponseInit }).init.headers).toEqual({ "X-Robots-Tag": "noindex" });
    expect(context.structuredData).toHaveLength(1);
  });

  it("returns anything else as it is", () => {
    const context: DocumentContext = { documentRequest: true };
    const noLd = { meta: [{ title: "标题" }] };
    const response = new Response(null, { status: 302 });
    expect(asideStructuredData(context, noLd)).toBe(noLd);
    expect(asideStructuredData(context, response)).toBe(response);
    expect(asideStructuredData(context, null)).toBeNull();
    const withoutContext = page();
    expect(asideStructuredData(undefined, withoutContext)).toBe(withoutContext);
    expect(context.structuredData).toBeUndefined();
  });
});

describe("Open Graph's structured properties", () => {
  const album = () => ({
    meta: [
      { title: "深夜书房" },
      { property: "og:type", content: "music.playlist" },
      { property: "og:url", content: "https://wap.example.com/a" },
      { property: "music:song", content: "https://wap.example.com/t1" },
      { property: "music:song:track", content: "1" },
      { property: "music:song", content: "https://wap.example.com/t2" },
      { property: "music:song:track", content: "2" },
      { "script:ld+json": jsonLd },
    ],
  });

  it("are kept for the HTML in their order, with the JSON-LD, and the og: tags stay in the data", () => {
    const context: DocumentContext = { documentRequest: true };
    const value = asideStructuredData(context, album()) as ReturnType<typeof album>;
    expect(value.meta).toEqual(album().meta.slice(0, 3));
    expect(context.scraperTags).toEqual(album().meta.slice(3, 7));
    expect(context.structuredData).toEqual([structuredDataText(jsonLd)]);
    expect(htmlOnlyHead(context)).toEqual({
      tags: album().meta.slice(3, 7),
      jsonLd: [structuredDataText(jsonLd)],
    });
  });

  it("are those of music, video and article pages, with text content", () => {
    for (const property of ["music:song", "music:album:track", "video:tag", "article:published_time"])
      expect(isScraperTag({ property, content: "x" }), property).toBe(true);
    for (const descriptor of [
      { property: "og:title", content: "x" },
      { property: "og:video:url", content: "x" },
      { name: "description", content: "x" },
      { property: "music:song" },
      { title: "music:song" },
    ])
      expect(isScraperTag(descriptor), JSON.stringify(descriptor)).toBe(false);
  });

  it("go aside without JSON-LD too, and not at all for a navigation's data", () => {
    const tagsOnly = { meta: [{ property: "article:tag", content: "城市" }, { title: "标题" }] };
    const page: DocumentContext = { documentRequest: true };
    expect(asideStructuredData(page, tagsOnly)).toEqual({ meta: [{ title: "标题" }] });
    expect(page.scraperTags).toEqual([{ property: "article:tag", content: "城市" }]);
    expect(page.structuredData).toBeUndefined();
    const navigation: DocumentContext = { documentRequest: false };
    expect(asideStructuredData(navigation, tagsOnly)).toEqual({ meta: [{ title: "标题" }] });
    expect(navigation.scraperTags).toBeUndefined();
  });

  it("are nothing to write without a load context (the development server)", () => {
    expect(htmlOnlyHead(undefined)).toBeNull();
    expect(htmlOnlyHead({})).toEqual({ tags: [], jsonLd: [] });
  });
});

describe("withStructuredDataAside", () => {
  const module = { default: () => null };
  const build = {
    routes: {
      root: { id: "root", path: "", module: { ...module, loader: () => ({ site: "davmu" }) } },
      article: {
        id: "article",
        parentId: "root",
        path: "doc/:id",
        module: { ...module, loader: async () => page() },
      },
      about: { id: "about", parentId: "root", path: "about", module },
    },
  } as unknown as ServerBuild;

  it("has every route's loader put its JSON-LD aside, and leaves routes without one alone", async () => {
    const wrapped = withStructuredDataAside(build);
    const context: DocumentContext = { documentRequest: true };
    const args = { request: new Request("http://127.0.0.1/doc/1"), params: {}, context } as never;
    const loaderOf = (b: ServerBuild, id: string) => b.routes[id]?.module.loader ?? (() => null);
    const article = (await loaderOf(wrapped, "article")(args)) as ReturnType<typeof page>;
    expect(article.meta).toHaveLength(2);
    expect(await loaderOf(wrapped, "root")(args)).toEqual({ site: "davmu" });
    expect(context.structuredData).toEqual([structuredDataText(jsonLd)]);
    expect(wrapped.routes.about).toBe(build.routes.about);
    expect(wrapped.routes.article?.module.default).toBe(module.default);
    // The build it was given is unchanged.
    const original = (await loaderOf(build, "article")(args)) as ReturnType<typeof page>;
    expect(original.meta).toHaveLength(3);
  });
});
