import { describe, expect, it } from "vitest";
import {
  clampIndex,
  indexAtScroll,
  pictureFromSearch,
  searchWithPicture,
  stepIndex,
} from "./gallery-index.ts";

describe("stepIndex", () => {
  it("moves one picture either way", () => {
    expect(stepIndex(2, 1, 8)).toBe(3);
    expect(stepIndex(2, -1, 8)).toBe(1);
  });

  it("stops at the first and the last picture instead of wrapping", () => {
    expect(stepIndex(0, -1, 8)).toBe(0);
    expect(stepIndex(7, 1, 8)).toBe(7);
  });

  it("jumps to either end", () => {
    expect(stepIndex(3, -Infinity, 8)).toBe(0);
    expect(stepIndex(3, 100, 8)).toBe(7);
  });

  it("stays at 0 in a gallery without pictures", () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
    expect(clampIndex(5, 0)).toBe(0);
  });
});

describe("pictureFromSearch", () => {
  it("reads ?p= counted from 1", () => {
    expect(pictureFromSearch("?p=3", 8)).toBe(2);
    expect(pictureFromSearch("p=1", 8)).toBe(0);
    expect(pictureFromSearch(new URLSearchParams("from=wx&p=8"), 8)).toBe(7);
  });

  it("opens the first picture without a usable number", () => {
    for (const search of ["", "?p=", "?p=abc", "?p=2.5", "?p=1e3", "?q=3"]) {
      expect(pictureFromSearch(search, 8), search).toBe(0);
    }
  });

  it("takes the nearest end for a number past it", () => {
    expect(pictureFromSearch("?p=0", 8)).toBe(0);
    expect(pictureFromSearch("?p=-4", 8)).toBe(0);
    expect(pictureFromSearch("?p=12", 8)).toBe(7);
    expect(pictureFromSearch("?p=99999999999", 8)).toBe(7);
  });
});

describe("searchWithPicture", () => {
  it("writes the picture counted from 1, keeping other parameters", () => {
    expect(searchWithPicture("", 2)).toBe("?p=3");
    expect(searchWithPicture("?from=wx&p=5", 2)).toBe("?from=wx&p=3");
  });

  it("leaves the parameter out for the first picture", () => {
    expect(searchWithPicture("?p=4", 0)).toBe("");
    expect(searchWithPicture("?from=wx&p=4", 0)).toBe("?from=wx");
  });

  it("round-trips with pictureFromSearch", () => {
    for (let i = 0; i < 8; i++) expect(pictureFromSearch(searchWithPicture("?x=1", i), 8)).toBe(i);
  });
});

describe("indexAtScroll", () => {
  it("is the picture most of the strip shows", () => {
    expect(indexAtScroll(0, 390, 8)).toBe(0);
    expect(indexAtScroll(194, 390, 8)).toBe(0);
    expect(indexAtScroll(196, 390, 8)).toBe(1);
    expect(indexAtScroll(780, 390, 8)).toBe(2);
  });

  it("stays within the gallery when the strip overscrolls or has no width", () => {
    expect(indexAtScroll(5000, 390, 8)).toBe(7);
    expect(indexAtScroll(100, 0, 8)).toBe(0);
  });
});
