import { data, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { DocumentContext } from "./document-context.ts";
import {
  asideStructuredData,
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
