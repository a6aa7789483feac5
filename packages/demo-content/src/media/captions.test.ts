import { describe, expect, it } from "vitest";
import { WebVTTParser } from "webvtt-parser";
import { captionFiles, captionTimes } from "./captions.ts";
import { pictureSpans } from "./frames.ts";
import { DEMO_MEDIA_PLAN, type VideoSpec } from "./plan.ts";
import { previewIndex, previewSheet } from "./preview.ts";

const videos = [...DEMO_MEDIA_PLAN.videos, ...DEMO_MEDIA_PLAN.videoAlbums.flatMap((a) => a.items)];
const clips = DEMO_MEDIA_PLAN.clips;

/** The cues of a WebVTT file, failing on any error the parser reports. */
function parse(vtt: string) {
  const { cues, errors } = new WebVTTParser().parse(vtt, "subtitles");
  expect(errors).toEqual([]);
  return cues;
}

describe("the demo videos' captions", () => {
  it("give every video and clip Chinese captions, the landscape videos and episodes English too", () => {
    for (const spec of videos)
      expect(captionFiles(spec).map((f) => [f.lang, f.label])).toEqual([
        ["zh-CN", "中文"],
        ["en", "English"],
      ]);
    for (const spec of clips)
      expect(captionFiles(spec).map((f) => [f.lang, f.label])).toEqual([["zh-CN", "中文"]]);
    // A video the narration does not know has none.
    expect(captionFiles({ ...clips[0]!, key: "unnarrated" })).toEqual([]);
  });

  it("write valid WebVTT whose cues follow the pictures: one each, from 0 to the end, never two at once", () => {
    for (const spec of [...videos, ...clips]) {
      const spans = pictureSpans(spec);
      for (const file of captionFiles(spec)) {
        const cues = parse(file.vtt);
        expect(cues, `${spec.key} ${file.lang}`).toHaveLength(spec.scenes.length);
        expect(cues[0]!.startTime).toBe(0);
        expect(cues.at(-1)!.endTime).toBe(spec.seconds);
        cues.forEach((cue, i) => {
          // Inside its picture's time on screen, and picking up where the last cue ended.
          expect(cue.startTime).toBeGreaterThanOrEqual(spans[i]!.start);
          expect(cue.endTime).toBeLessThanOrEqual(spans[i]!.end + 1e-9);
          expect(cue.endTime).toBeGreaterThan(cue.startTime + 2);
          if (i > 0) expect(cue.startTime).toBe(cues[i - 1]!.endTime);
        });
      }
    }
  });

  it("keep each cue to two short lines, and never say the same thing twice", () => {
    const said = new Set<string>();
    for (const spec of [...videos, ...clips]) {
      for (const file of captionFiles(spec)) {
        const width = file.lang === "en" ? 42 : 16;
        for (const cue of parse(file.vtt)) {
          const lines = cue.text.split("\n");
          expect(lines.length, cue.text).toBeLessThanOrEqual(2);
          for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(width);
          if (file.lang === "zh-CN") expect(cue.text).toMatch(/[\u4e00-\u9fff]/);
          expect(said.has(cue.text), cue.text).toBe(false);
          said.add(cue.text);
        }
      }
    }
  });

  it("change cues in the middle of each cross-fade (a 20 s video of four pictures)", () => {
    const spec: VideoSpec = { ...DEMO_MEDIA_PLAN.videos[0]!, seconds: 20 };
    expect(captionTimes(spec)).toEqual([
      { start: 0, end: 5.25 },
      { start: 5.25, end: 10 },
      { start: 10, end: 14.75 },
      { start: 14.75, end: 20 },
    ]);
  });
});

describe("the seek preview's index", () => {
  it("lays out a frame a second, 160 px wide for a landscape video and 90 px for an upright one", () => {
    expect(previewSheet({ width: 1280, height: 720, seconds: 20 })).toEqual({
      interval: 1,
      count: 20,
      columns: 5,
      rows: 4,
      tileWidth: 160,
      tileHeight: 90,
      seconds: 20,
    });
    expect(previewSheet({ width: 540, height: 960, seconds: 10 })).toMatchObject({
      count: 10,
      columns: 5,
      rows: 2,
      tileWidth: 90,
      tileHeight: 160,
    });
  });

  it("covers the whole video with cues naming a part of the sprite inside it", () => {
    for (const video of [
      { width: 1280, height: 720, seconds: 12 },
      { width: 540, height: 960, seconds: 10 },
      { width: 320, height: 180, seconds: 7.5 },
    ]) {
      const sheet = previewSheet(video);
      const cues = parse(previewIndex(sheet));
      expect(cues[0]!.startTime).toBe(0);
      expect(cues.at(-1)!.endTime).toBe(video.seconds);
      cues.forEach((cue, i) => {
        if (i > 0) expect(cue.startTime).toBe(cues[i - 1]!.endTime);
        const [, x, y, w, h] = /^sprite\.jpg#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(cue.text)!.map(Number);
        expect([w, h]).toEqual([sheet.tileWidth, sheet.tileHeight]);
        expect(x! + w!).toBeLessThanOrEqual(sheet.columns * sheet.tileWidth);
        expect(y! + h!).toBeLessThanOrEqual(sheet.rows * sheet.tileHeight);
      });
      // Resolved against the index's own URL, the sprite is the file beside it.
      const index = "https://cdn.example/media/seed/previews/v.0123456789/thumbnails.vtt";
      expect(new URL(cues[0]!.text, index).href).toBe(
        "https://cdn.example/media/seed/previews/v.0123456789/sprite.jpg#xywh=0,0," +
          `${sheet.tileWidth},${sheet.tileHeight}`,
      );
    }
  });
});
