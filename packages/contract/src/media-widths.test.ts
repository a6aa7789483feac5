import { describe, expect, it } from "vitest";
import { MEDIA_WIDTHS, mediaSrcSet, mediaWidthUrl } from "./media-widths.ts";

describe("sized media", () => {
  it("never leaves a gap of more than 2× between two widths", () => {
    for (let i = 1; i < MEDIA_WIDTHS.length; i++) {
      expect(MEDIA_WIDTHS[i]! / MEDIA_WIDTHS[i - 1]!).toBeLessThanOrEqual(2);
    }
  });
  it("builds a srcset from the widths, ending with the file itself at its own width", () => {
    expect(mediaSrcSet("https://m.test/media/a.jpg", [120, 240], 750)).toBe(
      "https://m.test/media/a.jpg?w=120 120w, https://m.test/media/a.jpg?w=240 240w, https://m.test/media/a.jpg 750w",
    );
    expect(mediaSrcSet("https://m.test/a.jpg", undefined, 750)).toBe("");
    expect(mediaWidthUrl("https://m.test/a.jpg?v=2", 120)).toBe("https://m.test/a.jpg?v=2&w=120");
  });
});
