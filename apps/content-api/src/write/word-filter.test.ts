import { describe, expect, it } from "vitest";
import { createWordFilter, foldForFilter } from "./word-filter.ts";

const filter = createWordFilter();

describe("the word filter", () => {
  it("finds its words behind spaces, punctuation, full-width letters and zero-width characters", () => {
    expect(filter.hits("想要资料的 加 微-信 聊")).toEqual(["加微信"]);
    expect(filter.hits("ＦＵＣＫ this")).toEqual(["fuck"]);
    expect(filter.hits("加\u200b微\u200d信")).toEqual(["加微信"]);
  });

  it("finds a word written with look-alike letters of another script", () => {
    // A Cyrillic с (U+0441) and х (U+0445) in place of the Latin c and x.
    expect(filter.hits("what the fu\u0441k")).toEqual(["fuck"]);
    expect(filter.hits("加v\u0445")).toEqual(["加vx"]);
    expect(foldForFilter("fu\u0441k")).toBe(foldForFilter("fuck"));
  });

  it("finds the homophones spam writes for 微信 and QQ", () => {
    for (const text of ["有事加威信", "加薇信领资料", "加 V 信", "加扣扣群"]) {
      expect(filter.hits(text), text).not.toEqual([]);
    }
  });

  it("leaves ordinary comments alone, in Chinese, English and mixed", () => {
    for (const text of [
      "这篇报道写得很好，微信里转给家人看了",
      "马拉松的路线很漂亮，明年还想参加",
      "Great photos, the light at 6 am was lovely",
      "第10公里的补给站在哪里？",
      "威信这个词在这里是说他的威望",
    ]) {
      expect(filter.hits(text), text).toEqual([]);
    }
  });
});
