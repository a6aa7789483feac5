import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ImageJob, renderImages } from "./render-images.ts";

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`;

const JOBS: ImageJob[] = [
  { name: "seed/covers/red", svg: svg("#c0392b"), format: "jpeg", width: 40, height: 30 },
  { name: "seed/covers/green", svg: svg("#27ae60"), format: "webp", width: 40, height: 30 },
  { name: "seed/brand/blue", svg: svg("#2980b9"), format: "png", width: 40, height: 30 },
];

let root: string;
const folder = (name: string) => path.join(root, name);
const fileOf = (mediaDir: string, url: string) => path.join(mediaDir, url.replace(/^\/media\//, ""));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "davmu-render-images-"));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe("the seed's pictures", () => {
  it("are rendered into a fresh media folder and kept in the cache", async () => {
    const { images, written } = await renderImages(
      { mediaDir: folder("media"), cacheDir: folder("cache") },
      JOBS,
    );
    expect(written).toBe(3);
    for (const job of JOBS) {
      const file = fileOf(folder("media"), images.get(job.name)!.url);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([job.format, 40, 30]);
      const cached = path.join(folder("cache"), images.get(job.name)!.url.replace(/^\/media\//, ""));
      expect(fs.readFileSync(cached).equals(fs.readFileSync(file))).toBe(true);
    }
    expect(fs.readdirSync(folder("cache"), { recursive: true }).some((f) => String(f).endsWith(".tmp"))).toBe(
      false,
    );
  });

  it("are copied from the cache into the next fresh folder, under the same addresses", async () => {
    const cache = { cacheDir: folder("cache") };
    const first = await renderImages({ mediaDir: folder("one"), ...cache }, JOBS);
    // A cached file changed by hand shows that the second folder copies rather than renders.
    const red = first.images.get("seed/covers/red")!.url.replace(/^\/media\//, "");
    fs.writeFileSync(path.join(folder("cache"), red), "cached bytes");

    const second = await renderImages({ mediaDir: folder("two"), ...cache }, JOBS);
    expect(second.written).toBe(3);
    expect(Object.fromEntries(second.images)).toEqual(Object.fromEntries(first.images));
    expect(fs.readFileSync(path.join(folder("two"), red), "utf8")).toBe("cached bytes");
  });

  it("are rendered as without a cache when the cache cannot be used, or when there is none", async () => {
    fs.writeFileSync(folder("not-a-folder"), "");
    const broken = await renderImages({ mediaDir: folder("one"), cacheDir: folder("not-a-folder") }, JOBS);
    const none = await renderImages({ mediaDir: folder("two"), cacheDir: null }, JOBS);
    for (const result of [broken, none]) expect(result.written).toBe(3);
    for (const job of JOBS) {
      const url = none.images.get(job.name)!.url;
      expect(fs.readFileSync(fileOf(folder("two"), url)).length).toBeGreaterThan(0);
      expect(fs.readFileSync(fileOf(folder("one"), url)).length).toBeGreaterThan(0);
    }
  });

  it("already in the media folder are left as they are", async () => {
    const cache = { cacheDir: folder("cache") };
    await renderImages({ mediaDir: folder("media"), ...cache }, JOBS);
    expect((await renderImages({ mediaDir: folder("media"), ...cache }, JOBS)).written).toBe(0);
  });
});
