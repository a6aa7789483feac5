// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { SCREENS } from "../../screens.ts";
import { laterPartOfFile } from "./later-parts.ts";
import { loadLaterPart, loadPageMessages } from "./load-messages.ts";
import { LOCALES, translator } from "./locales.ts";
import { missingParts } from "./page-parts.ts";

const zh = translator(LOCALES[0]);
const en = translator(LOCALES[1]);

describe("texts loaded page by page", () => {
  it("holds a page's own locale and screens only, and loads another locale when asked", async () => {
    expect(zh("home.hot")).toBe("home.hot");
    await loadPageMessages("zh", ["root", "home"]);
    expect(zh("home.hot")).toBe("72小时热榜");
    expect(zh("error.notFound.title")).toBe("页面找不到了");
    // Neither the other screens' texts nor the other locale's came with the page.
    expect(zh("article.recommend")).toBe("article.recommend");
    expect(en("home.hot")).toBe("home.hot");
    expect(en("error.notFound.title")).toBe("error.notFound.title");
    expect(loadPageMessages("zh", ["root", "home"])).toBeNull();

    await loadPageMessages("en", ["root", "article"]);
    expect(en("article.recommend")).toBe("Related");
    expect(en("error.notFound.title")).toBe("This page could not be found");
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

  it("loads the open-in-app dialogs' texts with their controller, and every later page needs them", async () => {
    window.history.replaceState(null, "", `${import.meta.env.BASE_URL}en/`);
    await loadPageMessages("en", ["root", "home"]);
    expect(en("share.dialog.confirm")).toBe("share.dialog.confirm");
    expect(missingParts("en", ["root", "home"])).toEqual([]);
    await loadLaterPart("open-app");
    expect(en("share.dialog.confirm")).toBe("Go now");
    expect(zh("share.dialog.confirm")).toBe("share.dialog.confirm");
    // A switch of locale waits for the dialogs' texts in the new locale too.
    expect(missingParts("zh", ["root", "home"])).toContain("open-app.zh");
    await loadPageMessages("zh", ["root", "home"]);
    expect(zh("share.dialog.confirm")).toBe("立即前往");
  });

  it("loads the player's texts with the player, in the page's locale", async () => {
    window.history.replaceState(null, "", `${import.meta.env.BASE_URL}video_album/2026/11/x`);
    await loadPageMessages("zh", ["root", "video-album"]);
    expect(zh("video.play")).toBe("播放");
    expect(zh("video.fullscreen")).toBe("video.fullscreen");
    await loadLaterPart("player");
    expect(zh("video.fullscreen")).toBe("全屏");
    expect(zh("video.danmuPlaceholder")).toBe("发个友善的弹幕见证当下");
  });

  it("loads the audio player's texts with its controls", async () => {
    await loadPageMessages("zh", ["root", "audio-album"]);
    expect(zh("audio.play")).toBe("播放");
    expect(zh("audio.back15")).toBe("audio.back15");
    await loadLaterPart("audio-player");
    expect(zh("audio.back15")).toBe("后退 15 秒");
    expect(zh("audio.miniPlayer")).toBe("迷你播放器");
  });

  it("names each later part by its file, never as a screen, and gives it its texts in both locales", () => {
    expect(laterPartOfFile("../../components/open-app/messages.zh.ts")).toEqual({
      name: "open-app",
      code: "zh",
    });
    expect(laterPartOfFile("../../components/audio/audio-player.messages.en.ts")).toEqual({
      name: "audio-player",
      code: "en",
    });
    expect(laterPartOfFile("../../components/comments/comment-messages.zh.ts")).toBeNull();
    const files = import.meta.glob<Record<string, string>>(
      ["../../components/*/messages.*.ts", "../../components/*/*.messages.*.ts"],
      { import: "messages", eager: true },
    );
    const parts = new Map<string, Record<string, Record<string, string>>>();
    for (const [file, messages] of Object.entries(files)) {
      const part = laterPartOfFile(file);
      expect(part, file).not.toBeNull();
      if (!part) continue;
      parts.set(part.name, { ...parts.get(part.name), [part.code]: messages });
    }
    expect([...parts.keys()]).toEqual(expect.arrayContaining(["open-app", "player", "audio-player"]));
    const screens = new Set(SCREENS.map((s) => s.folder));
    for (const [name, byCode] of parts) {
      expect(screens.has(name), name).toBe(false);
      expect(Object.keys(byCode.en ?? {}).sort(), name).toEqual(Object.keys(byCode.zh ?? {}).sort());
    }
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
