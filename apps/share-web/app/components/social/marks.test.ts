import { describe, expect, it } from "vitest";
import { initialMarks, withAnswer, withMark } from "./marks.ts";

describe("an item's marks", () => {
  const start = initialMarks({ like_count: 9, collect_count: 0 });

  it("shows a like or a collect at once, and taking it back returns to the count", () => {
    const liked = withMark(start, "like", true);
    expect(liked).toMatchObject({ liked: true, like_count: 10, collected: false, collect_count: 0 });
    expect(withMark(liked, "like", false)).toEqual(start);
    expect(withMark(start, "collect", true)).toMatchObject({ collected: true, collect_count: 1 });
  });

  it("changes nothing when asked for what is already so, and never counts below zero", () => {
    expect(withMark(start, "like", false)).toBe(start);
    expect(withMark({ ...start, collected: true }, "collect", false).collect_count).toBe(0);
  });

  it("takes the service's answer over the guess", () => {
    const guessed = withMark(start, "like", true);
    expect(withAnswer(guessed, { starred: true, like_count: 42 })).toMatchObject({
      liked: true,
      like_count: 42,
    });
    expect(withAnswer(start, { collected: true, collect_count: 3 })).toMatchObject({
      collected: true,
      collect_count: 3,
      like_count: 9,
    });
  });
});
