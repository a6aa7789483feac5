import { describe, expect, it } from "vitest";
import { parseStartTime, startTimeOf, startWithin, withStartTime } from "./start-time.ts";

describe("a link's start time", () => {
  it("is read in seconds and in the h/m/s form YouTube and Bilibili take", () => {
    expect(parseStartTime("90")).toBe(90);
    expect(parseStartTime("90s")).toBe(90);
    expect(parseStartTime("1m30s")).toBe(90);
    expect(parseStartTime("1M30S")).toBe(90);
    expect(parseStartTime("2m")).toBe(120);
    expect(parseStartTime("1h2m3s")).toBe(3723);
    expect(parseStartTime("12.5")).toBe(12.5);
    expect(startTimeOf("?ep=v2&t=1m5s")).toBe(65);
  });

  it("is ignored when it names no time: negative, zero, empty or junk", () => {
    for (const junk of [null, "", "-5", "0", "abc", "1m30", "m", "1:30", "5e3", "Infinity", "1s2m"])
      expect(parseStartTime(junk), String(junk)).toBeNull();
    expect(startTimeOf("?t=")).toBeNull();
    expect(startTimeOf("")).toBeNull();
  });

  it("is ignored past the item's end, and kept while its length is not known", () => {
    expect(startWithin(30, 12)).toBeNull();
    expect(startWithin(12, 12)).toBeNull();
    expect(startWithin(5, 12)).toBe(5);
    expect(startWithin(500, 0)).toBe(500);
    expect(startWithin(null, 12)).toBeNull();
  });

  it("is put on a shared link in whole seconds, next to the link's own query", () => {
    expect(withStartTime("https://example.com/a/video/1?ep=v2", 83.7)).toBe(
      "https://example.com/a/video/1?ep=v2&t=83",
    );
    expect(withStartTime("https://example.com/a/video/1?t=5", 20)).toBe("https://example.com/a/video/1?t=20");
    expect(withStartTime("https://example.com/a/video/1?t=5", null)).toBe("https://example.com/a/video/1");
  });
});
