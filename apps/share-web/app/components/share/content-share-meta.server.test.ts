import { describe, expect, it } from "vitest";
import { authorOf, contentShareMeta, type ShareContext } from "./content-share-meta.server.ts";

const ctx: ShareContext = {
  site: {
    siteName: "davmu",
    description: "好新闻",
    logo: "https://media.davmu.test/media/logo.png",
    shareImage: null,
  },
  canonical: "https://share.davmu.test/davmu/share/news/video/2026/02/AbCdEf12",
  language: "zh-CN",
};
const item = {
  title: "江豚回来了",
  summary: "",
  keywords: ["长江"],
  source: "davmu 新闻",
  mp: null,
  view_count: 42,
};
const find = (meta: ReturnType<typeof contentShareMeta>["meta"], key: string) =>
  (meta as Record<string, string>[])
    .filter((m) => m.property === key || m.name === key)
    .map((m) => m.content);

describe("contentShareMeta, what every content item's share has", () => {
  it("names the author, else the media account, else the source", () => {
    expect(authorOf({ author: "李明", mp: null, source: "s" })).toEqual({ "@type": "Person", name: "李明" });
    const mp = { id: "m", name: "文博有约", avatar: "", description: "", follower_count: 0 };
    expect(authorOf({ author: null, mp, source: "s" })).toEqual({ "@type": "Person", name: "文博有约" });
    expect(authorOf({ author: "", mp: null, source: "s" })).toEqual({ "@type": "Organization", name: "s" });
  });

  it("writes the site as publisher with its logo, the views as the type's action, and the card", () => {
    const share = contentShareMeta(item, ctx, {
      schemaType: "VideoObject",
      ogType: "video.other",
      pictures: [{ url: "https://media.davmu.test/media/poster.jpg", width: 1280, height: 720 }],
      interaction: "WatchAction",
      jsonLd: (image) => ({ thumbnailUrl: [image] }),
    });
    expect(share.jsonLd).toMatchObject({
      "@type": "VideoObject",
      url: ctx.canonical,
      description: "好新闻",
      thumbnailUrl: ["https://media.davmu.test/media/poster.jpg"],
      publisher: { "@type": "Organization", name: "davmu", logo: { url: ctx.site.logo } },
      interactionStatistic: { interactionType: { "@type": "WatchAction" }, userInteractionCount: 42 },
      inLanguage: "zh-CN",
    });
    expect(find(share.meta, "og:image:width")).toEqual(["1280"]);
    expect(share.wechat).toEqual({
      title: "江豚回来了",
      desc: "好新闻",
      link: ctx.canonical,
      imgUrl: "https://media.davmu.test/media/poster.jpg",
    });
  });

  it("falls back to the site's logo for the card, and lets a type point WeChat elsewhere", () => {
    const share = contentShareMeta(item, ctx, {
      schemaType: "CreativeWorkSeries",
      ogType: "video.tv_show",
      pictures: [null, { url: "/relative.jpg" }],
      jsonLd: () => ({}),
      wechatLink: `${ctx.canonical}?ep=2`,
    });
    expect(share.wechat.imgUrl).toBe(ctx.site.logo);
    expect(share.wechat.link).toBe(`${ctx.canonical}?ep=2`);
    expect(share.jsonLd).not.toHaveProperty("interactionStatistic");
  });

  it("gives a player card instead of the summary card where the type's tags name a player", () => {
    const share = contentShareMeta(item, ctx, {
      schemaType: "VideoObject",
      ogType: "video.other",
      pictures: [],
      jsonLd: () => ({}),
      meta: () => [{ name: "twitter:card", content: "player" }],
    });
    expect(find(share.meta, "twitter:card")).toEqual(["player"]);
  });

  it("keeps a preview out of search engines: no canonical address and no JSON-LD", () => {
    const share = contentShareMeta(item, ctx, {
      schemaType: "NewsArticle",
      ogType: "article",
      pictures: [],
      jsonLd: () => ({}),
      preview: true,
    });
    expect(find(share.meta, "robots")).toEqual(["noindex"]);
    expect(find(share.meta, "og:url")).toEqual([]);
    expect(share.meta.some((m) => "script:ld+json" in m)).toBe(false);
  });
});
