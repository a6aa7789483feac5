import { describe, expect, it } from "vitest";
import { cataloguePagePath, splitPageIndex } from "./catalogue-paths.ts";

describe("a knowledge base page's index", () => {
  it("joins the book's and the page's ids and splits them back", () => {
    const path = cataloguePagePath("5y7vD1QW", "L27zOMZ6");
    expect(path).toBe("/dejin/content/5y7vD1QW-L27zOMZ6");
    expect(splitPageIndex(path.split("/").at(-1))).toEqual({ rid: "5y7vD1QW", uuid: "L27zOMZ6" });
  });

  it("is not an index without exactly two halves", () => {
    for (const bad of [undefined, "", "5y7vD1QW", "5y7vD1QW-", "-L27zOMZ6", "a-b-c"])
      expect(splitPageIndex(bad), String(bad)).toBeNull();
  });
});
