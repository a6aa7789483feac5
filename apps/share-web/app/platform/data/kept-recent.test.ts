// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { keptRecent, putRecent } from "./kept-recent.ts";

describe("the most recent items' kept values", () => {
  afterEach(() => localStorage.clear());

  it("put the newest last and drop the oldest beyond the limit", () => {
    let entries = putRecent<number>([], "a", 1, 3);
    entries = putRecent(entries, "b", 2, 3);
    entries = putRecent(entries, "c", 3, 3);
    entries = putRecent(entries, "a", 4, 3);
    expect(entries).toEqual([
      ["b", 2],
      ["c", 3],
      ["a", 4],
    ]);
    expect(putRecent(entries, "d", 5, 3).map(([id]) => id)).toEqual(["c", "a", "d"]);
    expect(putRecent(entries, "c", null, 3).map(([id]) => id)).toEqual(["b", "a"]);
  });

  it("are read back by id from one key, skip what they cannot read, and remove the key when empty", () => {
    const places = keptRecent<number>("test.places", 2, (v) => (typeof v === "number" ? v : null));
    places.set("x", 10);
    places.set("y", 20);
    places.set("z", 30);
    expect(places.get("x")).toBeNull();
    expect(places.get("z")).toBe(30);
    localStorage.setItem("test.places", JSON.stringify([["y", "oops"], ["z", 30], 7]));
    expect(places.get("y")).toBeNull();
    expect(places.get("z")).toBe(30);
    places.set("z", null);
    expect(localStorage.getItem("test.places")).toBeNull();
  });
});
