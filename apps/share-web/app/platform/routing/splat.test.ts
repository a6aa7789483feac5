import { describe, expect, it } from "vitest";
import { splatSegments } from "./splat.ts";

describe("splatSegments", () => {
  it("splits the rest of a path into its segments, up to the screen's number", () => {
    expect(splatSegments({ "*": "AbCdEfGh/index" }, 2)).toEqual(["AbCdEfGh", "index"]);
    expect(splatSegments({ "*": "AbCdEfGh" }, 2)).toEqual(["AbCdEfGh"]);
  });

  it("gives no segments for a bare screen path, with or without a trailing slash", () => {
    expect(splatSegments({ "*": "" }, 2)).toEqual([]);
    expect(splatSegments({}, 2)).toEqual([]);
    expect(splatSegments({ "*": "AbCdEfGh/" }, 1)).toEqual(["AbCdEfGh"]);
    expect(splatSegments({ "*": "/" }, 0)).toEqual([]);
  });

  it("names nothing when more segments follow than the screen has: the 404 page", () => {
    expect(splatSegments({ "*": "AbCdEfGh/index/more" }, 2)).toBeNull();
    expect(splatSegments({ "*": "AbCdEfGh" }, 0)).toBeNull();
  });
});
