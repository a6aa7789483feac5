import { loadUntilIdle, FRAMEWORK_CHUNK } from "./lib/idle-js.ts";
import { measure } from "./lib/bytes.ts";
const base = "http://127.0.0.1:3388/davmu/share/";
const pages: Record<string, string> = {
  home: "", article: "mp/doc/2026/11/5y7vD1QW", legal: "fazak/problemShare/rZ7391g6", special: "sports/special/2026/11/OAM2veMB",
  video: "mp/video/2026/11/rZ7362Gg", videoAlbum: "mp/video_album/2026/11/JXMDx3Mb", audioAlbum: "mp/audio_album/2026/11/bV7W3X7d",
};
const only = process.argv.slice(2);
for (const [name, path] of Object.entries(pages)) {
  if (only.length && !only.includes(name)) continue;
  const run = await loadUntilIdle(base + path);
  let site = 0; const files: string[] = [];
  for (const s of run.scripts) if (s.beforeIdle && !s.framework) { const g = (await measure(s.url)).gzip; site += g; files.push(`${s.file}:${g}`); }
  console.log(name.padEnd(11), site, files.join(" "));
}
process.exit(0);
