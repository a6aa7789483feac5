import { describe, expect, it } from "vitest";
import { type GalleryShareInput, galleryShareMeta } from "./share-meta.server.ts";

const picture = (n: number, caption: string) => ({
  url: `https://media.davmu.test/media/seed/gallery/town-${n}.jpg`,
  width: n % 2 ? 1080 : 720,
  height: n % 2 ? 720 : 960,
  alt: caption.replace(/。$/, ""),
  widths: [120, 240, 360],
  caption,
});

const gallery: GalleryShareInput = {
  title: "组图：老街区改造一年",
  summary: "东门老街区的改造工程启动一年，\n第一批老楼完成了修缮。",
  keywords: ["城市更新", "组图"],
  cover: { url: "https://media.davmu.test/media/covers/town.jpg", width: 750, height: 420 },
  author: "记者 王一帆",
  source: "要闻",
  mp: null,
  channel: { id: "AbCdEf12", name: "要闻" },
  publish_time: 1_772_000_000,
  update_time: 1_772_003_600,
  view_count: 1559,
  images: [
    picture(1, "改造后的东门主街。"),
    picture(2, "一栋七十年代的住宅楼。"),
    picture(3, "傍晚的街口。"),
    picture(4, "社区食堂开业第一天。"),
  ],
};
const ctx = {
  site: {
    siteName: "davmu",
    description: "好新闻",
    logo: "https://media.davmu.test/media/logo.png",
    shareImage: null,
  },
  canonical: "https://share.davmu.test/davmu/share/news/gallery/2026/02/AbCdEf12",
  language: "zh-CN",
};

type Tag = Record<string, string>;
const all = (meta: unknown[], key: string) =>
  (meta as Tag[]).filter((m) => m.property === key || m.name === key).map((m) => m.content);

describe("galleryShareMeta", () => {
  const share = galleryShareMeta(gallery, ctx);

  it("gives the page title, description and canonical URL", () => {
    expect(share.meta).toContainEqual({ title: "组图：老街区改造一年 - davmu" });
    expect(all(share.meta, "description")).toEqual(["东门老街区的改造工程启动一年， 第一批老楼完成了修缮。"]);
    expect(share.meta).toContainEqual({ tagName: "link", rel: "canonical", href: ctx.canonical });
    expect(all(share.meta, "og:url")).toEqual([ctx.canonical]);
  });

  it("is an article to Open Graph, with its first pictures, each followed by its size", () => {
    expect(all(share.meta, "og:type")).toEqual(["article"]);
    expect(all(share.meta, "og:image")).toEqual(gallery.images.slice(0, 3).map((i) => i.url));
    expect(all(share.meta, "og:image:width")).toEqual(["1080", "720", "1080"]);
    expect(all(share.meta, "og:image:alt")[0]).toBe("改造后的东门主街");
    const tags = share.meta as Tag[];
    const second = tags.findIndex((m) => m.content === gallery.images[1]?.url);
    expect(tags[second + 1]).toEqual({ property: "og:image:width", content: "720" });
    expect(tags[second + 2]).toEqual({ property: "og:image:height", content: "960" });
    expect(all(share.meta, "twitter:card")).toEqual(["summary_large_image"]);
    expect(all(share.meta, "twitter:image")).toEqual([gallery.images[0]?.url]);
    expect(all(share.meta, "article:published_time")).toEqual(["2026-02-25T06:13:20.000Z"]);
  });

  it("lists every picture as an ImageObject of an ImageGallery", () => {
    const ld = share.jsonLd as Record<string, unknown> & { associatedMedia: Record<string, unknown>[] };
    expect(ld["@type"]).toBe("ImageGallery");
    expect(ld.url).toBe(ctx.canonical);
    expect(ld.numberOfItems).toBe(4);
    expect(ld.associatedMedia).toHaveLength(4);
    expect(ld.associatedMedia[1]).toEqual({
      "@type": "ImageObject",
      contentUrl: gallery.images[1]?.url,
      width: 720,
      height: 960,
      caption: "一栋七十年代的住宅楼。",
      thumbnailUrl: `${gallery.images[1]?.url}?w=240`,
    });
    expect(ld.author).toEqual({ "@type": "Person", name: "记者 王一帆" });
    expect(share.meta).toContainEqual({ "script:ld+json": share.jsonLd });
  });

  it("gives WeChat's card the first picture", () => {
    expect(share.wechat).toEqual({
      title: gallery.title,
      desc: "东门老街区的改造工程启动一年， 第一批老楼完成了修缮。",
      link: ctx.canonical,
      imgUrl: gallery.images[0]?.url,
    });
  });

  it("falls back to the cover, then the site's logo, for a gallery without usable pictures", () => {
    const bare = galleryShareMeta(
      { ...gallery, images: [{ ...picture(1, ""), url: "/media/relative.jpg" }] },
      ctx,
    );
    expect(all(bare.meta, "og:image")).toEqual([gallery.cover?.url]);
    expect(bare.wechat.imgUrl).toBe(gallery.cover?.url);
    expect((bare.jsonLd as { associatedMedia: unknown[] }).associatedMedia).toEqual([]);
    const none = galleryShareMeta({ ...gallery, cover: null, images: [] }, ctx);
    expect(none.wechat.imgUrl).toBe(ctx.site.logo);
  });

  it("preloads the picture the page opens on", () => {
    const preloadImage = { url: gallery.images[2]!.url, srcSet: "a 120w", sizes: "100vw" };
    const tags = galleryShareMeta(gallery, { ...ctx, preloadImage }).meta as Tag[];
    expect(tags.find((m) => m.rel === "preload")).toMatchObject({ as: "image", href: preloadImage.url });
  });
});
