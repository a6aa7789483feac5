import { describe, expect, it } from "vitest";
import { readingBand } from "./reading-band.ts";

const seen = (id: string, isIntersecting: boolean) => ({ target: { id }, isIntersecting });

describe("the section being read", () => {
  it("is the first heading in the band, in page order", () => {
    const band = readingBand(["a", "b", "c"]);
    expect(band([seen("c", true), seen("b", true)])).toBe("b");
  });

  it("follows a heading's last change when one callback holds several (in, then out again)", () => {
    const band = readingBand(["a", "b", "c"]);
    // A quick scroll to the last section, delivered at once by a busy page.
    expect(
      band([seen("a", true), seen("b", true), seen("a", false), seen("b", false), seen("c", true)]),
    ).toBe("c");
  });

  it("remembers headings still in the band from earlier callbacks, and says so when none is", () => {
    const band = readingBand(["a", "b"]);
    expect(band([seen("b", true)])).toBe("b");
    expect(band([seen("a", true)])).toBe("a");
    expect(band([seen("a", false)])).toBe("b");
    expect(band([seen("b", false)])).toBeUndefined();
  });
});
