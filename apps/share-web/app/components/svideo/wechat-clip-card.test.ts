import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "../../platform/i18n/locales.ts";
import type { ClipView } from "./clip-view.ts";
import { clipCard } from "./wechat-clip-card.ts";

const clip: ClipView = {
  id: "AbCdEf12",
  type: "svideo",
  actor: "mp",
  title: "十秒看清",
  summary: "一段说明",
  source: "科技",
  mp: null,
  // 2026-03-01 12:00 in China.
  publish_time: 1772337600,
  like_count: 1,
  comment_count: 2,
  share_count: 3,
  poster: { url: "https://media.example/poster.jpg", width: 540, height: 960 },
  media: null,
};

describe("the WeChat card of the clip in view", () => {
  it("names the clip's canonical page, its summary and its poster", () => {
    expect(clipCard(clip, DEFAULT_LOCALE, "https://wap.example/", "站点")).toEqual({
      title: "十秒看清",
      desc: "一段说明",
      link: "https://wap.example/davmu/share/mp/svideo/2026/03/AbCdEf12",
      imgUrl: "https://media.example/poster.jpg",
    });
  });

  it("says the site's description when the clip has no summary, and keeps the page's locale", () => {
    const en = LOCALES.find((l) => l.code === "en")!;
    const card = clipCard({ ...clip, summary: "", poster: null }, en, "https://wap.example", "Client share");
    expect(card).toMatchObject({
      desc: "Client share",
      link: "https://wap.example/davmu/share/en/mp/svideo/2026/03/AbCdEf12",
      imgUrl: "",
    });
  });
});
