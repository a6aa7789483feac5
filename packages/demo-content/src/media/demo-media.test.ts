import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebVTTParser } from "webvtt-parser";
import {
  type DemoMediaManifest,
  generateDemoMedia,
  type MediaPlan,
  openFfmpeg,
  plannedMedia,
} from "./index.ts";

const FFMPEG = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/** Small enough to make in a few seconds; one of each kind of output. */
const PLAN: MediaPlan = {
  videos: [
    {
      key: "test-video",
      channel: "news",
      shape: "landscape",
      seconds: 6,
      scenes: ["street", "sea"],
      music: "bright",
    },
  ],
  videoAlbums: [],
  audioAlbums: [
    {
      key: "test-album",
      channel: "life",
      items: [{ key: "test-track", channel: "life", seconds: 5, music: "lofi" }],
    },
  ],
  clips: [
    {
      key: "test-clip",
      channel: "sports",
      shape: "vertical",
      seconds: 4,
      scenes: ["court", "street"],
      music: "ambient",
    },
  ],
};

let dir: string;
let media: string;
let manifest: DemoMediaManifest;
const file = (url: string) => path.join(media, url.replace(/^\/media\//, ""));

/** What ffmpeg reads from a file's headers (`ffmpeg -i`, which exits 1 for want of an output). */
async function probe(url: string): Promise<string> {
  const result = await promisify(execFile)(FFMPEG, ["-hide_banner", "-i", file(url)]).catch((e) => e);
  return (result as { stderr: string }).stderr;
}
const duration = (log: string) => {
  const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(log)!;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/** Every file under `root` with its modification time. */
function mtimes(root: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) out.set(full, fs.statSync(full).mtimeMs);
  }
  return out;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "davmu-demo-media-"));
  media = path.join(dir, "media");
  manifest = await generateDemoMedia({ mediaDir: media, plan: PLAN });
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("generateDemoMedia", () => {
  it("makes an MP4 of H.264 and AAC, as long as planned, that starts playing before it has downloaded", async () => {
    const [video] = manifest.videos;
    expect(video).toMatchObject({ key: "test-video", channel: "news", width: 1280, height: 720 });
    const log = await probe(video!.mp4);
    expect(log).toMatch(/Video: h264 \(Main\).*1280x720/);
    expect(log).toMatch(/Audio: aac \(LC\).*44100 Hz, stereo/);
    expect(duration(log)).toBeCloseTo(6, 1);
    expect(video!.duration).toBeCloseTo(6, 1);
    // faststart: the index (moov) comes before the media data, so a player needs only the first bytes.
    const bytes = fs.readFileSync(file(video!.mp4));
    const boxes: string[] = [];
    for (let at = 0; at < bytes.length; at += bytes.readUInt32BE(at))
      boxes.push(bytes.toString("latin1", at + 4, at + 8));
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
  });

  it("makes HLS: a master listing three renditions, each cut into segments of 2 to 4 seconds", async () => {
    const [video] = manifest.videos;
    const master = fs.readFileSync(file(video!.hls), "utf8");
    const listed = [...master.matchAll(/BANDWIDTH=(\d+),.*RESOLUTION=(\d+)x(\d+).*\n(.+)/g)];
    expect(listed.map((m) => Number(m[3])).sort()).toEqual([360, 540, 720]);
    expect(video!.renditions.map((r) => r.height)).toEqual([720, 540, 360]);
    for (const [, bandwidth, , , playlist] of listed) {
      expect(Number(bandwidth)).toBeGreaterThan(50_000);
      const url = path.posix.join(path.posix.dirname(video!.hls), playlist!);
      const text = fs.readFileSync(file(url), "utf8");
      expect(text).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
      expect(text).toContain("#EXT-X-ENDLIST");
      const segments = [...text.matchAll(/#EXTINF:([\d.]+),\n(.+)/g)];
      const lengths = segments.map((m) => Number(m[1]));
      expect(lengths.slice(0, -1).every((s) => s >= 2 && s <= 4)).toBe(true);
      expect(lengths.at(-1)).toBeLessThanOrEqual(4);
      expect(lengths.reduce((a, b) => a + b, 0)).toBeCloseTo(6, 1);
      for (const [, , name] of segments) {
        // Each segment is an MPEG-TS stream: 188-byte packets starting with the sync byte.
        const ts = fs.readFileSync(file(path.posix.join(path.posix.dirname(url), name!)));
        expect([ts[0], ts[188], ts.length % 188]).toEqual([0x47, 0x47, 0]);
      }
    }
  });

  it("makes a vertical clip and a sharp poster per video, at the video's size", async () => {
    const [clip] = manifest.clips;
    expect(clip).toMatchObject({ width: 540, height: 960 });
    expect(clip!.renditions.map((r) => [r.width, r.height])).toEqual([[540, 960]]);
    expect(await probe(clip!.mp4)).toMatch(/Video: h264 \(Main\).*540x960/);
    for (const v of [manifest.videos[0]!, clip!]) {
      const meta = await sharp(file(v.poster)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", v.width, v.height]);
    }
  });

  it("makes a seek preview per video: a sprite of a frame a second and an index covering the video", async () => {
    for (const v of [manifest.videos[0]!, manifest.clips[0]!]) {
      const index = file(v.thumbnails);
      const { cues, errors } = new WebVTTParser().parse(fs.readFileSync(index, "utf8"), "metadata");
      expect(errors).toEqual([]);
      expect(cues).toHaveLength(Math.round(v.duration));
      expect(cues[0]!.startTime).toBe(0);
      expect(cues.at(-1)!.endTime).toBeCloseTo(v.duration, 0);
      const sprite = path.join(path.dirname(index), "sprite.jpg");
      const meta = await sharp(sprite).metadata();
      expect(meta.format).toBe("jpeg");
      const tileWidth = v.width > v.height ? 160 : 90;
      for (const [i, cue] of cues.entries()) {
        if (i > 0) expect(cue.startTime).toBe(cues[i - 1]!.endTime);
        const [x, y, w, h] = /^sprite\.jpg#xywh=(\d+),(\d+),(\d+),(\d+)$/
          .exec(cue.text)!
          .slice(1)
          .map(Number);
        expect([w, Math.abs(h! / w! - v.height / v.width) < 0.02]).toEqual([tileWidth, true]);
        expect(x! + w!).toBeLessThanOrEqual(meta.width!);
        expect(y! + h!).toBeLessThanOrEqual(meta.height!);
        // Each frame is a picture of the video, not the black of an empty tile.
        const { channels } = await sharp(sprite)
          .extract({ left: x!, top: y!, width: w!, height: h! })
          .stats();
        expect(Math.max(...channels.map((c) => c.mean)), `${v.key} frame ${i}`).toBeGreaterThan(12);
      }
    }
  });

  it("makes a missing seek preview from the video already there, without encoding it again", async () => {
    const video = manifest.videos[0]!;
    const folder = path.dirname(file(video.thumbnails));
    const mp4 = fs.statSync(file(video.mp4)).mtimeMs;
    fs.rmSync(folder, { recursive: true });
    const log: string[] = [];
    const again = await generateDemoMedia({ mediaDir: media, plan: PLAN, log: (l) => log.push(l) });
    expect(again.made).toBe(0);
    expect(log).toContain("media: seek preview of test-video made");
    expect(fs.existsSync(path.join(folder, "sprite.jpg"))).toBe(true);
    expect(fs.statSync(file(video.mp4)).mtimeMs).toBe(mp4);
  });

  it("makes an audio track of AAC in M4A, as long as planned and audible", async () => {
    const track = manifest.audioAlbums[0]!.items[0]!;
    expect(track).toMatchObject({ key: "test-track", channel: "life", mime: "audio/mp4", duration: 5 });
    const log = await probe(track.url);
    expect(log).toMatch(/Audio: aac \(LC\).*44100 Hz, stereo/);
    expect(duration(log)).toBeCloseTo(5, 1);
    const volume = await promisify(execFile)(FFMPEG, [
      "-i",
      file(track.url),
      "-af",
      "volumedetect",
      "-f",
      "null",
      "-",
    ]);
    expect(Number(/mean_volume: (-?[\d.]+) dB/.exec(volume.stderr)![1])).toBeGreaterThan(-30);
  });

  it("names every file before it is made: the planned URLs are those the generator writes", async () => {
    const planned = plannedMedia(PLAN, (await openFfmpeg()).version);
    const made = [...manifest.videos, ...manifest.clips];
    [...planned.videos, ...planned.clips].forEach((p, i) => {
      const m = made[i]!;
      expect([p.mp4, p.hls, p.poster, p.thumbnails, p.width, p.height]).toEqual([
        m.mp4,
        m.hls,
        m.poster,
        m.thumbnails,
        m.width,
        m.height,
      ]);
      expect(p.renditions).toEqual(
        m.renditions.map(({ width, height, playlist }) => ({ width, height, playlist })),
      );
      expect(p.duration).toBeCloseTo(m.duration, 1);
      expect(fs.statSync(file(m.mp4)).size).toBe(m.mp4Bytes);
    });
    const track = manifest.audioAlbums[0]!.items[0]!;
    expect(planned.audioAlbums[0]!.items[0]).toEqual({
      key: track.key,
      channel: track.channel,
      url: track.url,
      mime: track.mime,
      duration: track.duration,
    });
  });

  it("reuses everything on a second run: nothing is encoded, no file is touched", async () => {
    const before = mtimes(media);
    expect(before.size).toBeGreaterThan(15);
    const again = await generateDemoMedia({ mediaDir: media, plan: PLAN });
    expect(again).toEqual({ ...manifest, made: 0 });
    expect(manifest.made).toBe(3);
    expect(mtimes(media)).toEqual(before);
  });

  it("removes what a stopped run left half-made, and leaves another running process's work alone", async () => {
    const videos = path.join(media, "seed", "videos");
    const dead = spawnSync("true").pid!;
    const stale = path.join(videos, `.test-video.abc.${dead}.k2j3h4.tmp`);
    const running = path.join(videos, `.test-video.abc.${process.pid}.q8w9e7.tmp`);
    for (const dir of [stale, running]) fs.mkdirSync(dir, { recursive: true });
    const log: string[] = [];
    await generateDemoMedia({ mediaDir: media, plan: PLAN, log: (l) => log.push(l) });
    expect([fs.existsSync(stale), fs.existsSync(running)]).toEqual([false, true]);
    expect(log[0]).toBe("media: removed 1 half-made items left by a stopped run");
    fs.rmSync(running, { recursive: true });
  });

  it("says clearly when ffmpeg is missing", async () => {
    await expect(
      generateDemoMedia({ mediaDir: media, plan: PLAN, ffmpegPath: path.join(dir, "no-such-ffmpeg") }),
    ).rejects.toThrow(/ffmpeg at .*no-such-ffmpeg cannot run/);
  });

  it("names the item and quotes ffmpeg when an encode fails, and leaves no partial output", async () => {
    // An ffmpeg that answers its version but cannot encode, as a build without libx264 would.
    const fake = path.join(dir, "fake-ffmpeg");
    fs.writeFileSync(
      fake,
      '#!/bin/sh\nif [ "$2" = "-version" ]; then echo "ffmpeg version fake"; exit 0; fi\necho "Unknown encoder \'libx264\'" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const fresh = path.join(dir, "fresh");
    const plan: MediaPlan = { ...PLAN, videos: [], audioAlbums: [] };
    await expect(generateDemoMedia({ mediaDir: fresh, plan, ffmpegPath: fake })).rejects.toThrow(
      /ffmpeg failed making the video test-clip \(exit code 1\):\nUnknown encoder 'libx264'/,
    );
    expect(fs.readdirSync(path.join(fresh, "seed", "clips"))).toEqual([]);
  });
});
