import { describe, expect, it } from "vitest";
import { frameAt, spriteFrame } from "./seek-preview.ts";

const cues = [
  { startTime: 0, endTime: 2, text: "sprite.jpg#xywh=0,0,160,90" },
  { startTime: 2, endTime: 4, text: "sprite.jpg#xywh=160,0,160,90" },
  { startTime: 4, endTime: 6, text: "sprite.jpg#xywh=0,90,160,90" },
];

describe("the seek preview's frame", () => {
  it("is the cue spanning the time, its sprite beside the index", () => {
    expect(frameAt(cues, 3.5, "/media/seed/videos/a.1/thumbnails.vtt")).toEqual({
      url: "/media/seed/videos/a.1/sprite.jpg",
      x: 160,
      y: 0,
      w: 160,
      h: 90,
    });
    expect(frameAt(cues, 0, "https://cdn.test/v/thumbs.vtt")?.url).toBe("https://cdn.test/v/sprite.jpg");
  });

  it("past the last cue stays on the last frame; before any, none", () => {
    expect(frameAt(cues, 9, "/t.vtt")).toMatchObject({ x: 0, y: 90 });
    expect(frameAt([], 1, "/t.vtt")).toBeNull();
  });

  it("is none for a cue that does not name a box", () => {
    expect(spriteFrame("sprite.jpg", "/t.vtt")).toBeNull();
    expect(spriteFrame("sprite.jpg#xywh=0,0,0,90", "/t.vtt")).toBeNull();
    expect(spriteFrame("/abs/s.jpg#xywh=1,2,3,4", "/media/t.vtt")).toEqual({
      url: "/abs/s.jpg",
      x: 1,
      y: 2,
      w: 3,
      h: 4,
    });
  });
});
