import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { withFileSizes } from "./file-sizes.ts";

let data: string;
beforeAll(() => {
  data = mkdtempSync(path.join(tmpdir(), "file-sizes-"));
  mkdirSync(path.join(data, "media", "audio"), { recursive: true });
  writeFileSync(path.join(data, "media", "audio", "track.m4a"), Buffer.alloc(1234));
  writeFileSync(path.join(data, "secret.txt"), "secret");
});
afterAll(() => rmSync(data, { recursive: true, force: true }));

const row = (url: string, size_bytes: number | null = null, role = "file") => ({ url, role, size_bytes });

it("gives a file served from the media folder its size on disk when none is recorded", async () => {
  const rows = await withFileSizes(path.join(data, "media"), [
    row("/media/audio/track.m4a"),
    row("/media/audio/track.m4a", 99),
    row("/media/audio/not-made-yet.m4a"),
    row("https://cdn.example/track.m4a"),
    row("/media/../secret.txt"),
    row("/media/audio/track.m4a", null, "poster"),
  ]);
  expect(rows.map((r) => r.size_bytes)).toEqual([1234, 99, null, null, null, null]);
});
