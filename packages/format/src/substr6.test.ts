import { describe, expect, it } from "vitest";
import { substr6 } from "./substr6.ts";

describe("substr6", () => {
  it.each([
    ["empty", "", ""],
    ["5 Latin characters", "abcde", "abcde"],
    ["6 Latin characters", "abcdef", "abcdef"],
    ["7 Latin characters", "abcdefg", "abcdef..."],
    ["6 Chinese characters", "大木分享内容", "大木分享内容"],
    ["7 Chinese characters", "大木分享内容页", "大木分享内容..."],
    ["6 emoji (12 UTF-16 units)", "😀😁😂🤣😃😄", "😀😁😂🤣😃😄"],
    ["7 emoji, not split in half", "😀😁😂🤣😃😄😅", "😀😁😂🤣😃😄..."],
    ["mixed, cut after an emoji", "大木😀ab中文", "大木😀ab中..."],
  ])("%s", (_name, text, expected) => {
    expect(substr6(text)).toBe(expected);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
  ])("%s → ''", (_name, text) => {
    expect(substr6(text)).toBe("");
  });
});
