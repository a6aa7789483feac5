import { describe, expect, it } from "vitest";
import { splitHashtags } from "./hashtags.ts";

describe("splitHashtags", () => {
  it("finds each #name# between runs of text, and the parts join to the text", () => {
    const text = "今晚江滩见。\n#夜跑打卡# 和 #周末去哪儿#";
    const parts = splitHashtags(text);
    expect(parts).toEqual([
      { kind: "text", text: "今晚江滩见。\n" },
      { kind: "tag", text: "#夜跑打卡#", name: "夜跑打卡" },
      { kind: "text", text: " 和 " },
      { kind: "tag", text: "#周末去哪儿#", name: "周末去哪儿" },
    ]);
    expect(parts.map((p) => p.text).join("")).toBe(text);
  });

  it("leaves a lone #, a tag with a space and HTML-looking text as text", () => {
    for (const text of ["第 # 号", "# 不是 话题 #", "<b>#</b>"]) {
      expect(splitHashtags(text).every((p) => p.kind === "text")).toBe(true);
    }
  });
});
