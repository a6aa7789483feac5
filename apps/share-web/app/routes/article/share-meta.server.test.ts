import { describe, expect, it } from "vitest";
import { type ArticleShareInput, articleShareMeta } from "./share-meta.server.ts";

const article: ArticleShareInput = {
  title: "长江口禁渔五年：江豚回来了",
  summary: "  连续五年的禁渔之后，\n长江口的江豚数量明显回升。 ",
  keywords: ["长江", "生态"],
  cover: { url: "https://media.davmu.test/media/cover-1.jpg", width: 1200, height: 675, alt: "江豚" },
  author: "李明",
  source: "davmu 新闻",
  mp: null,
  channel: { id: "AbCdEf12", name: "新闻" },
  publish_time: 1_772_000_000,
  update_time: 1_772_003_600,
};
const ctx = {
  site: {
    siteName: "davmu",
    description: "好新闻",
    logo: "https://media.davmu.test/media/logo.png",
    shareImage: null,
  },
  canonical: "https://share.davmu.test/davmu/share/news/doc/2026/02/AbCdEf12",
  leadImage: { url: "https://media.davmu.test/media/body-1.jpg", width: 1080, height: 720 },
  language: "zh-CN",
};

const content = (meta: ReturnType<typeof articleShareMeta>["meta"], key: string) =>
  (meta as Record<string, string>[]).find((m) => m.property === key || m.name === key)?.content;

describe("articleShareMeta", () => {
  const share = articleShareMeta(article, ctx);

  it("gives the page title, description and canonical URL", () => {
    expect(share.meta).toContainEqual({ title: "长江口禁渔五年：江豚回来了 - davmu" });
    expect(content(share.meta, "description")).toBe("连续五年的禁渔之后， 长江口的江豚数量明显回升。");
    expect(share.meta).toContainEqual({ tagName: "link", rel: "canonical", href: ctx.canonical });
  });

  it("gives Open Graph tags of an article with its cover and size", () => {
    expect(content(share.meta, "og:type")).toBe("article");
    expect(content(share.meta, "og:title")).toBe(article.title);
    expect(content(share.meta, "og:url")).toBe(ctx.canonical);
    expect(content(share.meta, "og:image")).toBe(article.cover?.url);
    expect(content(share.meta, "og:image:width")).toBe("1200");
    expect(content(share.meta, "og:locale")).toBe("zh_CN");
    expect(content(share.meta, "article:published_time")).toBe("2026-02-25T06:13:20.000Z");
    expect(content(share.meta, "article:section")).toBe("新闻");
  });

  it("gives a large Twitter card", () => {
    expect(content(share.meta, "twitter:card")).toBe("summary_large_image");
    expect(content(share.meta, "twitter:title")).toBe(article.title);
    expect(content(share.meta, "twitter:image")).toBe(article.cover?.url);
  });

  it("gives WeChat's share card for chat and timeline", () => {
    expect(share.wechat).toEqual({
      title: article.title,
      desc: "连续五年的禁渔之后， 长江口的江豚数量明显回升。",
      link: ctx.canonical,
      imgUrl: article.cover?.url,
    });
  });

  it("gives NewsArticle JSON-LD, also as a head entry", () => {
    expect(share.jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      image: [article.cover?.url],
      datePublished: "2026-02-25T06:13:20.000Z",
      dateModified: "2026-02-25T07:13:20.000Z",
      author: { "@type": "Person", name: "李明" },
      publisher: { "@type": "Organization", name: "davmu", logo: { url: ctx.site.logo } },
      mainEntityOfPage: { "@id": ctx.canonical },
      inLanguage: "zh-CN",
    });
    expect(share.meta).toContainEqual({ "script:ld+json": share.jsonLd });
  });

  it("falls back to the body's first image, the site's share picture, then its logo, never to a data URI", () => {
    const noCover = articleShareMeta({ ...article, cover: null }, ctx);
    expect(noCover.wechat.imgUrl).toBe(ctx.leadImage.url);
    expect(content(noCover.meta, "og:image:width")).toBe("1080");
    const dataCover = { url: "data:image/png;base64,AAAA", width: 1, height: 1 };
    const relativeLead = { url: "/media/x.jpg", width: 10, height: 10 };
    const onlyLogo = articleShareMeta({ ...article, cover: dataCover }, { ...ctx, leadImage: relativeLead });
    expect(onlyLogo.wechat.imgUrl).toBe(ctx.site.logo);
    expect(onlyLogo.jsonLd.image).toEqual([ctx.site.logo]);
    const card = { url: "https://media.davmu.test/media/card.jpg", width: 1200, height: 630 };
    const siteCard = articleShareMeta(
      { ...article, cover: null },
      { ...ctx, leadImage: null, site: { ...ctx.site, shareImage: card } },
    );
    expect(content(siteCard.meta, "og:image")).toBe(card.url);
    expect(content(siteCard.meta, "og:image:height")).toBe("630");
  });

  it("uses the site's description when the article has no summary, and names the source as author", () => {
    const bare = articleShareMeta({ ...article, summary: "", author: null }, ctx);
    expect(bare.wechat.desc).toBe("好新闻");
    expect(bare.jsonLd.author).toEqual({ "@type": "Organization", name: "davmu 新闻" });
  });

  it("keeps WeChat's description short", () => {
    const long = articleShareMeta({ ...article, summary: "字".repeat(300) }, ctx);
    expect(long.wechat.desc).toHaveLength(120);
    expect(long.wechat.desc.endsWith("…")).toBe(true);
  });
});
