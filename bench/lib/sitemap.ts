/**
 * `--only sitemap`: how long the site takes to write the sitemaps of 100,000 videos, and the memory
 * that costs (docs/decisions/0120). Both programs run from their built output on a fresh demo
 * database, into which one published video is copied, with its files' rows, until there are that
 * many; the sitemap index is read, then every file of the videos' sitemap, each as a crawler reads
 * it (streamed, counted, not kept), one after the other.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { startStack } from "../../scripts/stack.mjs";

/** The content service's SQLite file in its data folder (apps/content-api/src/config/database.ts). */
const DATABASE_FILE = "content-api.db";
const TYPE = "video";
/** Marks the copies, so a copy is never taken for the seed's own. */
const COPY_KEY = "bench:sitemap:";

export type SitemapFile = {
  url: string;
  /** Milliseconds to the first byte of the answer, and to its last. */
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  urls: number;
};

export type SitemapResult = {
  items: number;
  /** Seconds the copies took to write: not part of the figures, said so a slow run can be read. */
  seedSeconds: number;
  indexMs: number;
  files: SitemapFile[];
  /** All the videos' files, one after the other. */
  totalSeconds: number;
  totalBytes: number;
  totalUrls: number;
  /** The site's and the service's resident memory, bytes: when idle before, and their peaks. */
  site: { idleRss: number; peakRss: number };
  service: { idleRss: number; peakRss: number };
};

/** A process's resident memory and its peak so far, bytes (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** The columns of a table but those named: what a copy of a row takes from it. */
function columns(db: Database.Database, table: string, leave: string[]): string[] {
  return (db.prepare(`pragma table_info(${table})`).all() as { name: string }[])
    .map((c) => c.name)
    .filter((name) => !leave.includes(name));
}

/**
 * Copies the newest published video with its files until `items` videos are published, in one
 * transaction; each copy has its own title and an hour of its own, so entries differ as real ones do.
 */
function seedVideos(file: string, items: number): number {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  const have = (
    db.prepare("select count(*) as n from contents where type = ? and status = 'published'").get(TYPE) as {
      n: number;
    }
  ).n;
  const source = db
    .prepare(
      "select id from contents where type = ? and status = 'published' and exists (select 1 from media_files m where m.content_id = contents.id) order by publish_time desc limit 1",
    )
    .get(TYPE) as { id: number } | undefined;
  if (!source) throw new Error("the seed has no published video with its files");
  const copies = items - have;
  const contentColumns = columns(db, "contents", [
    "id",
    "source_key",
    "title",
    "publish_time",
    "update_time",
  ]);
  const fileColumns = columns(db, "media_files", ["id", "content_id"]);
  db.transaction(() => {
    db.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into contents (source_key, title, publish_time, update_time, ${contentColumns.join(", ")})
       select ? || n.i, c.title || ' ' || n.i, c.publish_time - n.i * 3600, c.update_time - n.i * 3600,
              ${contentColumns.map((c) => `c.${c}`).join(", ")}
       from contents c, n where c.id = ?`,
    ).run(copies, COPY_KEY, source.id);
    db.prepare(
      `insert into media_files (content_id, ${fileColumns.join(", ")})
       select c.id, ${fileColumns.map((c) => `m.${c}`).join(", ")}
       from contents c join media_files m on m.content_id = ?
       where c.source_key like ? || '%'`,
    ).run(source.id, COPY_KEY);
  })();
  db.close();
  return copies;
}

/** Reads an answer to its end as a crawler does, keeping only its length and its `<url>` count. */
async function readFile(url: string): Promise<SitemapFile> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let urls = 0;
  let tail = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
    // Counted across chunk edges: the last few characters are kept with the next chunk.
    const text = tail + decoder.decode(chunk, { stream: true });
    urls += text.split("<url>").length - 1;
    tail = text.slice(-4);
  }
  return { url, firstByteMs, totalMs: performance.now() - started, bytes, urls };
}

export async function measureSitemap(options: {
  apiPort: number;
  webPort: number;
  dataDir: string;
  items: number;
  log: (line: string) => void;
  progress: (line: string) => void;
}): Promise<SitemapResult> {
  const { items, progress } = options;
  const stack = await startStack({
    apiPort: options.apiPort,
    webPort: options.webPort,
    dataDir: options.dataDir,
    env: { NODE_ENV: "production", DEMO_MEDIA: "off" },
    log: options.log,
  });
  try {
    progress(`· sitemap: copying a video until ${items.toLocaleString("en")} are published…`);
    const seedStarted = performance.now();
    seedVideos(path.join(options.dataDir, DATABASE_FILE), items);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const site = Number(stack.webPid);
    const service = Number(stack.apiPid);
    const idle = { site: memoryOf(site).rss, service: memoryOf(service).rss };
    const root = String(stack.siteUrl).replace(/\/$/, "");
    const indexStarted = performance.now();
    const index = await (await fetch(`${root}/sitemap.xml`)).text();
    const indexMs = performance.now() - indexStarted;
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1] as string)
      .filter((url) => url.includes(`/sitemaps/${TYPE}-`));
    progress(`· sitemap: reading the ${files.length} files of the videos' sitemap, one after the other`);
    const read: SitemapFile[] = [];
    const started = performance.now();
    for (const url of files) read.push(await readFile(url));
    const totalSeconds = (performance.now() - started) / 1000;
    const totalUrls = read.reduce((sum, f) => sum + f.urls, 0);
    if (totalUrls !== items * 2)
      throw new Error(`the videos' sitemap lists ${totalUrls} addresses, not ${items * 2}`);
    return {
      items,
      seedSeconds,
      indexMs,
      files: read,
      totalSeconds,
      totalBytes: read.reduce((sum, f) => sum + f.bytes, 0),
      totalUrls,
      site: { idleRss: idle.site, peakRss: memoryOf(site).peak },
      service: { idleRss: idle.service, peakRss: memoryOf(service).peak },
    };
  } finally {
    await stack.stop();
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** The figures as the bench prints them. */
export function formatSitemap(r: SitemapResult): string {
  const times = r.files.map((f) => f.totalMs).sort((a, b) => a - b);
  const firstBytes = r.files.map((f) => f.firstByteMs).sort((a, b) => a - b);
  const median = (l: number[]) => l[Math.floor(l.length / 2)] ?? 0;
  return [
    `Sitemap of ${r.items.toLocaleString("en")} videos (${r.totalUrls.toLocaleString("en")} addresses, zh and en) in ${r.files.length} files`,
    `  all files, one after the other   ${r.totalSeconds.toFixed(1)} s (${Math.round(r.items / r.totalSeconds).toLocaleString("en")} items a second)`,
    `  one file of 10,000 items         median ${(median(times) / 1000).toFixed(2)} s (${(times[0]! / 1000).toFixed(2)}–${(times.at(-1)! / 1000).toFixed(2)}); first byte after median ${median(firstBytes).toFixed(0)} ms`,
    `  bytes                            ${mib(r.totalBytes)} in all, ${mib(r.totalBytes / r.files.length)} a file (limit 50 MB)`,
    `  the index                        ${r.indexMs.toFixed(0)} ms`,
    `  site's memory (RSS)              ${mib(r.site.idleRss)} idle, peak ${mib(r.site.peakRss)}`,
    `  service's memory (RSS)           ${mib(r.service.idleRss)} idle, peak ${mib(r.service.peakRss)}`,
    `  (copying the videos into the database took ${r.seedSeconds.toFixed(1)} s, outside the figures)`,
  ].join("\n");
}
