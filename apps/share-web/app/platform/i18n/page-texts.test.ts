import { describe, expect, it } from "vitest";
import { registerAllMessages } from "./all-messages.server.ts";
import { pageTextsJson } from "./page-parts.ts";

registerAllMessages();

describe("the texts a page's HTML carries", () => {
  it("are its locale's shared texts and its screens' own, nothing else", () => {
    const json = pageTextsJson("en", ["root", "article"]);
    const { code, parts } = JSON.parse(json) as {
      code: string;
      parts: Record<string, Record<string, string>>;
    };
    expect(code).toBe("en");
    expect(Object.keys(parts).sort()).toEqual(["article.en", "shared.en"]);
    expect(parts["article.en"]?.["article.recommend"]).toBe("Related");
    expect(json).not.toContain("相关推荐");
    expect(json).not.toContain("Trending");
  });

  it("leave the error screen's, the open-in-app dialogs' and the place card's texts to their chunks, but an error page has the screen's", () => {
    const page = JSON.parse(pageTextsJson("zh", ["root", "article"])).parts as Record<string, object>;
    expect(Object.keys(page).sort()).toEqual(["article.zh", "shared.zh"]);
    expect(JSON.stringify(page)).not.toContain("立即前往");
    expect(JSON.stringify(page)).not.toContain("返回首页");
    expect(JSON.stringify(page)).not.toContain("当地天气");
    const error = JSON.parse(pageTextsJson("zh", ["root", "not-found"], true)).parts as Record<
      string,
      Record<string, string>
    >;
    expect(error["errors.zh"]?.["error.notFound.link"]).toBe("返回首页");
    expect(error["shared.zh"]?.["error.notFound.title"]).toBe("页面找不到了");
  });

  it("hold a comment section's heading, and leave the section's own texts to its code", () => {
    const page = JSON.parse(pageTextsJson("zh", ["root", "article"])).parts as Record<
      string,
      Record<string, string>
    >;
    expect(page["article.zh"]?.["comments.title"]).toBe("评论");
    expect(JSON.stringify(page)).not.toContain("说说你的看法");
    expect(JSON.stringify(page)).not.toContain("发得太快了");
  });

  it("hold a video page's play button, and leave the player's controls and danmu to its code", () => {
    for (const [route, part] of [
      ["video", "video.zh"],
      ["video-album", "video-album.zh"],
      ["live", "live.zh"],
    ] as const) {
      const page = JSON.parse(pageTextsJson("zh", ["root", route])).parts as Record<
        string,
        Record<string, string>
      >;
      expect(page[part]?.["video.play"], route).toBe("播放");
      expect(page[part]?.["video.fullscreen"], route).toBeUndefined();
      expect(JSON.stringify(page), route).not.toContain("发个友善的弹幕见证当下");
    }
  });

  it("hold an audio page's play button, and leave the player's controls to their code", () => {
    for (const route of ["audio", "audio-album"]) {
      const page = JSON.parse(pageTextsJson("zh", ["root", route])).parts as Record<
        string,
        Record<string, string>
      >;
      expect(page[`${route}.zh`]?.["audio.play"], route).toBe("播放");
      expect(JSON.stringify(page), route).not.toContain("后退 15 秒");
      expect(JSON.stringify(page), route).not.toContain("迷你播放器");
    }
  });

  it("cannot close the script element they sit in", () => {
    expect(pageTextsJson("zh", ["root", "not-found"])).not.toContain("<");
  });
});
