/**
 * What the page bench measures: the pages' addresses, read from the content service; each page by
 * Lighthouse (simulated slow 4G and loopback), by its bytes and by the scripts it loads before idle;
 * and the article's uncached throughput against nginx serving the same HTML.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_ROUTE_SEGMENT, type ContentList, type GroupList, readEnvelope } from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { measure } from "./bytes.ts";
import { loadUntilIdle } from "./idle-js.ts";
import { runLighthouse } from "./lighthouse.ts";
import type { Nginx } from "./nginx.ts";
import type { IdleJs, PageResult, ScriptSizes, Throughput } from "./report.ts";
import type { Site } from "./stack.ts";
import { load } from "./throughput.ts";

/**
 * The site address of the newest item of a type, as the site links to it (year and month in
 * UTC+8): the newest article, the newest video.
 */
export async function itemUrl(apiBase: string, siteUrl: string, type: string): Promise<string> {
  const item = (await apiData<ContentList>(apiBase, `/peony/v1/content?type=${type}&pagesize=1`)).list[0];
  if (!item) throw new Error(`no ${type} item`);
  const { year, month } = chinaParts(item.publish_time * 1000);
  const segment = CONTENT_ROUTE_SEGMENT[item.type as keyof typeof CONTENT_ROUTE_SEGMENT];
  return new URL(`${item.actor}/${segment}/${year}/${String(month).padStart(2, "0")}/${item.id}`, siteUrl)
    .href;
}

/** The site address of the newest legal question, as its section's channel lists it (decision 0074). */
export async function questionUrl(apiBase: string, siteUrl: string): Promise<string> {
  const channel = (await apiData<GroupList>(apiBase, "/peony/v1/group")).list.find(
    (g) => g.section === "law_question",
  );
  if (!channel) throw new Error("no channel lists the legal questions");
  const card = (await apiData<ContentList>(apiBase, `/peony/v1/content?gid=${channel.id}&pagesize=1`))
    .list[0];
  if (!card) throw new Error("no legal question");
  return new URL(`fazak/problemShare/${card.id}`, siteUrl).href;
}

/** The data of a content service call, or an error naming the call and what went wrong. */
export async function apiData<T>(apiBase: string, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${apiBase}${pathAndQuery}`);
  if (!response.ok) throw new Error(`${pathAndQuery}: HTTP ${response.status}`);
  const reading = readEnvelope<T>(await response.json());
  if (!reading.ok) throw new Error(`${pathAndQuery}: code ${reading.code}: ${reading.msg}`);
  return reading.data;
}

/**
 * Measures pages with `runs` Lighthouse runs each (and as many loads for the scripts before idle),
 * Lighthouse's reports written to `outDir`.
 */
export function pageMeasurer({ runs, outDir }: { runs: number; outDir: string }) {
  async function measurePage(name: string, url: string): Promise<PageResult> {
    console.log(`· ${name}: ${url}`);
    const html = await measure(url);
    const lighthouse = await runLighthouse(name, url, runs, outDir);
    const loopback = await runLighthouse(name, url, runs, outDir, "loopback");
    const files: ScriptSizes[] = [];
    for (const script of lighthouse.scripts) {
      const sizes = await measure(script.url);
      files.push({
        ...sizes,
        url: script.url,
        file: path.basename(new URL(script.url).pathname),
        wire: script.transferSize,
      });
    }
    const sum = (key: "raw" | "gzip" | "gzip9" | "wire") => files.reduce((total, f) => total + f[key], 0);
    const js = { files, raw: sum("raw"), gzip: sum("gzip"), gzip9: sum("gzip9"), wire: sum("wire") };
    const idle = await measureIdle(url);
    return {
      name,
      url,
      lighthouse: {
        runs: lighthouse.runs,
        cpu: lighthouse.cpu,
        median: lighthouse.median,
        lcp: lighthouse.lcp,
      },
      loopback: { runs: loopback.runs, cpu: loopback.cpu, median: loopback.median },
      html,
      js,
      idle,
    };
  }

  /** `runs` page loads (4× CPU): the scripts each requested before idle; the median run by the site's bytes. */
  async function measureIdle(url: string): Promise<IdleJs> {
    const gzipOf = new Map<string, number>();
    const sized = [];
    for (let i = 0; i < runs; i++) {
      const run = await loadUntilIdle(url);
      for (const s of run.scripts) if (!gzipOf.has(s.url)) gzipOf.set(s.url, (await measure(s.url)).gzip);
      const files = run.scripts.map((s) => ({ ...s, gzip: gzipOf.get(s.url) ?? 0 }));
      const total = (keep: (f: (typeof files)[number]) => boolean) =>
        files.filter(keep).reduce((sum, f) => sum + f.gzip, 0);
      sized.push({
        run,
        files,
        siteBeforeIdle: total((f) => f.beforeIdle && !f.framework),
        frameworkBeforeIdle: total((f) => f.beforeIdle && f.framework),
        afterIdle: total((f) => !f.beforeIdle),
      });
    }
    const median = [...sized].sort((a, b) => a.siteBeforeIdle - b.siteBeforeIdle)[
      Math.floor((runs - 1) / 2)
    ]!;
    return {
      runs: sized.map((s) => s.run),
      idleMs: median.run.idleMs,
      siteBeforeIdle: median.siteBeforeIdle,
      siteBeforeIdleRuns: sized.map((s) => s.siteBeforeIdle),
      frameworkBeforeIdle: median.frameworkBeforeIdle,
      afterIdle: median.afterIdle,
      files: median.files,
    };
  }

  return measurePage;
}

/**
 * The article rendered by the site at 50 connections against nginx serving the HTML the site
 * answered, saved to a file (the ceiling a cache tier would give); then the site at 100 connections
 * with its resident memory watched.
 */
export async function measureThroughput(
  site: Site,
  articlePageUrl: string,
  /** `startNginx` starts nginx on `nginxDir`, where the article's HTML is saved first. */
  { seconds, nginxDir, startNginx }: { seconds: number; nginxDir: string; startNginx: () => Promise<Nginx> },
): Promise<Throughput> {
  const html = await fetch(articlePageUrl).then((r) => r.text());
  writeFileSync(path.join(nginxDir, "article.html"), html, { mode: 0o644 });
  const nginx = await startNginx();
  console.log(`· throughput: ${seconds} s runs at 50 and 100 connections`);
  const siteLoad = await load(articlePageUrl, 50, seconds);
  const nginxLoad = await load(`${nginx.url}/article.html`, 50, seconds);
  const memory = await load(articlePageUrl, 100, seconds, site.pid);
  return {
    site: siteLoad,
    nginx: nginxLoad,
    ratio: siteLoad.requestsPerSecond / nginxLoad.requestsPerSecond,
    memory,
  };
}
