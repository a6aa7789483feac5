import { describe, expect, it } from "vitest";
import { highlightRuns, rememberSearch } from "./highlight.ts";

describe("search highlights", () => {
  it("marks the ranges of a Chinese title", () => {
    expect(
      highlightRuns("地铁6号线今日开通运营", [
        [0, 2],
        [5, 7],
      ]),
    ).toEqual([
      { text: "地铁", mark: true },
      { text: "6号线", mark: false },
      { text: "今日", mark: true },
      { text: "开通运营", mark: false },
    ]);
  });

  it("counts an emoji as the two UTF-16 units the service counts", () => {
    expect(highlightRuns("😀好天气", [[2, 3]])).toEqual([
      { text: "😀", mark: false },
      { text: "好", mark: true },
      { text: "天气", mark: false },
    ]);
  });

  it("skips ranges it cannot trust and always shows the whole text", () => {
    const runs = highlightRuns("城市", [
      [1, 0],
      [0, 9],
      [1, 2],
      [0, 1],
    ]);
    expect(runs.map((r) => r.text).join("")).toBe("城市");
    expect(runs).toEqual([
      { text: "城", mark: false },
      { text: "市", mark: true },
    ]);
    expect(highlightRuns("", [])).toEqual([]);
  });
});

describe("recent searches", () => {
  it("keeps the newest first, each once, ten at most", () => {
    expect(rememberSearch(["地铁", "电梯"], " 电梯 ")).toEqual(["电梯", "地铁"]);
    expect(rememberSearch(["a"], "   ")).toEqual(["a"]);
    const many = Array.from({ length: 10 }, (_, i) => `w${i}`);
    expect(rememberSearch(many, "new")).toHaveLength(10);
    expect(rememberSearch(many, "new")[0]).toBe("new");
  });
});
