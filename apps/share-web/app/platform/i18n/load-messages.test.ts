import { describe, expect, it } from "vitest";
import { SCREENS } from "../../screens.ts";
import { loadPageMessages } from "./load-messages.ts";
import { LOCALES, translator } from "./locales.ts";

const zh = translator(LOCALES[0]);
const en = translator(LOCALES[1]);

describe("texts loaded page by page", () => {
  it("holds a page's own locale and screens only, and loads another locale when asked", async () => {
    expect(zh("home.hot")).toBe("home.hot");
    await loadPageMessages("zh", ["root", "home"]);
    expect(zh("home.hot")).toBe("72小时热榜");
    expect(zh("error.notFound.link")).toBe("返回首页");
    // Neither the other screens' texts nor the other locale's came with the page.
    expect(zh("article.recommend")).toBe("article.recommend");
    expect(en("home.hot")).toBe("home.hot");
    expect(en("error.notFound.link")).toBe("error.notFound.link");
    expect(loadPageMessages("zh", ["root", "home"])).toBeNull();

    await loadPageMessages("en", ["root", "article"]);
    expect(en("article.recommend")).toBe("Related");
    expect(en("error.notFound.link")).toBe("Back to the home page");
  });

  it("gives a screen the texts it borrows: the video album page has the player's", async () => {
    await loadPageMessages("en", ["root", "video-album"]);
    expect(en("videoAlbum.episodes")).toBe("Episodes");
    expect(en("video.play")).toBe("Play");
    // The video screen's own page loads nothing of the album's.
    await loadPageMessages("zh", ["root", "video"]);
    expect(zh("video.play")).toBe("播放");
    expect(zh("videoAlbum.episodes")).toBe("videoAlbum.episodes");
  });

  it("gives every screen's Chinese text an English one", async () => {
    const files = import.meta.glob<Record<string, string>>("../../routes/*/messages.*.ts", {
      import: "messages",
      eager: true,
    });
    for (const { folder } of SCREENS) {
      const chinese = files[`../../routes/${folder}/messages.zh.ts`];
      const english = files[`../../routes/${folder}/messages.en.ts`];
      expect(Object.keys(english ?? {}).sort()).toEqual(Object.keys(chinese ?? {}).sort());
    }
  });
});
