import { describe, expect, it } from "vitest";
import { liveJoinSegment } from "./warm-start.ts";

const window = (start: string | null) =>
  [
    "#EXTM3U",
    "#EXT-X-TARGETDURATION:4",
    "#EXT-X-MEDIA-SEQUENCE:40",
    ...(start ? [start] : []),
    ...["a", "b", "c", "d", "e", "f"].flatMap((name, i) => [
      `#EXTINF:${i === 3 ? "2.000" : "4.000"},`,
      `${name}.ts`,
    ]),
  ].join("\n");

describe("the live segment a player joins at", () => {
  it("is the one the playlist's start point falls in, counted from the end", () => {
    // From the end: f 4 s, e 4 s, then d (2 s): 9 s back is inside d.
    expect(liveJoinSegment(window("#EXT-X-START:TIME-OFFSET=-9.000"))).toBe("d.ts");
    expect(liveJoinSegment(window("#EXT-X-START:TIME-OFFSET=-3.5,PRECISE=NO"))).toBe("f.ts");
  });
  it("is the third from the end without a start point, or one before the window's start", () => {
    expect(liveJoinSegment(window(null))).toBe("d.ts");
    expect(liveJoinSegment(window("#EXT-X-START:TIME-OFFSET=-100"))).toBe("d.ts");
    expect(liveJoinSegment("#EXTM3U\n#EXTINF:4,\nonly.ts\n")).toBe("only.ts");
    expect(liveJoinSegment("#EXTM3U\n")).toBeNull();
  });
});
