import type { ContentDetail } from "@davmu/contract/client";
import { describe, expect, it } from "vitest";
import { ids } from "../../platform/ids.server.ts";
import { contentRequest, fetchContentItem, itemHeader, preloadPicture } from "./content-screen.server.ts";

const id = ids().encode(4321);
const args = (path: string, actor = "news") => ({
  params: { actor, "*": path },
  request: new Request(`http://share.test/davmu/share/${actor}/video/${path}`),
});
const item = (over: Partial<ContentDetail> = {}) =>
  ({
    id,
    type: "video",
    actor: "news",
    publish_time: 1_772_000_000,
    mp: null,
    title: "江豚回来了",
    source: "davmu 新闻",
    view_count: 12,
    like_count: 3,
    collect_count: 2,
    comment_count: 1,
    summary: "不在页头里",
    body_html: "<p>不在页头里</p>",
    ...over,
  }) as ContentDetail;

/** What a loader threw: a redirect's address, or an error page's status. */
async function thrown(run: () => unknown): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const status = (error as { init?: { status?: number } }).init?.status;
    if (typeof status === "number") return { status, location: null };
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("the content-screen kit's prelude", () => {
  it("reads the locale, the id (dated or short) and the source from the address", () => {
    const dated = contentRequest(args(`2026/02/${id}`));
    expect(dated).toMatchObject({ postId: id, source: "normal", pathname: `/news/video/2026/02/${id}` });
    expect(dated.locale.code).toBe("zh");
    expect(contentRequest(args(id, "mp"))).toMatchObject({ postId: id, source: "mp" });
  });

  it("sends a malformed or missing id to the 404 page, in the page's language", async () => {
    for (const path of ["2026/02/not-an-id!", "", `2026/02/${id}/1/extra`]) {
      expect(await thrown(() => contentRequest(args(path)))).toEqual({ status: 302, location: "/404" });
    }
    const english = {
      params: { actor: "news", "*": "bad!" },
      request: new Request("http://share.test/davmu/share/en/news/video/bad!"),
    };
    expect(await thrown(() => contentRequest(english))).toEqual({ status: 302, location: "/en/404" });
  });

  it("lets a preview's own id through undecoded", () => {
    expect(contentRequest(args("draft-17"), { preview: true }).postId).toBe("draft-17");
  });

  it("fetches the item by its source, with its canonical address in the page's language", async () => {
    const asked: string[] = [];
    const screen = await fetchContentItem(
      contentRequest(args(`2026/02/${id}`)),
      "video",
      async (postId, source) => {
        asked.push(`${postId}:${source}`);
        return item();
      },
    );
    expect(asked).toEqual([`${id}:normal`]);
    expect(screen.item.title).toBe("江豚回来了");
    expect(screen.canonical).toMatch(new RegExp(`^https?://[^/]+/davmu/share/news/video/2026/02/${id}$`));
  });

  it("answers an item of another type, or a non-media-account item read as one, with a 404", async () => {
    const request = contentRequest(args(`2026/02/${id}`));
    expect((await thrown(() => fetchContentItem(request, "gallery", async () => item()))).status).toBe(404);
    const mpRequest = contentRequest(args(id, "mp"));
    expect((await thrown(() => fetchContentItem(mpRequest, "video", async () => item()))).status).toBe(404);
    const mp = { id: "m1", name: "文博有约", avatar: "", description: "", follower_count: 1 };
    const screen = await fetchContentItem(mpRequest, "video", async () => item({ mp }));
    expect(screen.item.mp?.name).toBe("文博有约");
  });

  it("sends only the header's fields of an item to the page", () => {
    const header = itemHeader(item());
    expect(Object.keys(header).sort()).toEqual(
      [
        "actor",
        "collect_count",
        "comment_count",
        "id",
        "like_count",
        "mp",
        "publish_time",
        "source",
        "title",
        "type",
        "view_count",
      ].sort(),
    );
  });

  it("preloads a picture at the files it is served at, and nothing without one", () => {
    const picture = { url: "https://media.test/media/a.jpg", width: 1200, widths: [480, 960] };
    expect(preloadPicture(picture, "100vw")).toEqual({
      url: picture.url,
      srcSet: expect.stringContaining("480w"),
      sizes: "100vw",
    });
    expect(preloadPicture(null, "100vw")).toBeNull();
  });
});
