// `npm run bench`: starts the built site on its own ports and a fresh database, measures the home page
// and an article with Lighthouse (mobile, simulated throttling) and by their bytes, prints the figures
// against bench/budgets.json and writes everything to bench/reports/<timestamp>/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type ContentList, readEnvelope } from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { measure } from "./lib/bytes.ts";
import { closeAllChromium } from "./lib/chromium.ts";
import { runLighthouse } from "./lib/lighthouse.ts";
import {
  type Budgets,
  checkPage,
  formatLcp,
  formatScripts,
  formatTable,
  type PageResult,
  type ScriptSizes,
} from "./lib/report.ts";
import { type Site, startSite } from "./lib/stack.ts";

const HERE = import.meta.dirname;
const USAGE = `Usage: npm run bench [-- --runs N] [--ports API,WEB] [--strict]
  --runs N         Lighthouse runs per page; the median of each figure is reported (default 3)
  --ports API,WEB  ports of the content service and the site (default 9728,3300)
  --strict         exit with code 1 when a figure is over budget`;

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    ports: { type: "string", default: "9728,3300" },
    strict: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
const runs = Number(args.runs);
const [apiPort, webPort] = args.ports.split(",").map(Number);
if (args.help || !(runs >= 1) || !apiPort || !webPort) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

const budgets = JSON.parse(readFileSync(path.join(HERE, "budgets.json"), "utf8")) as Budgets;
const outDir = path.join(HERE, "reports", new Date().toISOString().replace(/[:.]/g, "-"));
mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), "davmu-bench-data-"));
const stackLog: string[] = [];
let stack: Site | undefined;

async function cleanUp() {
  await closeAllChromium();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  writeFileSync(path.join(outDir, "stack.log"), stackLog.join("\n"));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the site and Chromium…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** The site path of the newest article, as the site links to it (year and month in UTC+8). */
async function articleUrl(apiBase: string, siteUrl: string): Promise<string> {
  const response = await fetch(`${apiBase}/peony/v1/content?pagesize=1`);
  if (!response.ok) throw new Error(`content list: HTTP ${response.status}`);
  const reading = readEnvelope<ContentList>(await response.json());
  if (!reading.ok) throw new Error(`content list: code ${reading.code}: ${reading.msg}`);
  const item = reading.data.list[0];
  if (!item) throw new Error("content list is empty");
  const { year, month } = chinaParts(item.publish_time * 1000);
  return new URL(`${item.actor}/doc/${year}/${String(month).padStart(2, "0")}/${item.id}`, siteUrl).href;
}

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
  return {
    name,
    url,
    lighthouse: { runs: lighthouse.runs, median: lighthouse.median, lcp: lighthouse.lcp },
    loopback: { runs: loopback.runs, median: loopback.median },
    html,
    js,
  };
}

let exitCode = 0;
try {
  console.log(
    `Starting the site (content service on ${apiPort}, site on ${webPort}; seeding a fresh database)…`,
  );
  stack = await startSite({ apiPort, webPort, dataDir, log: (line) => stackLog.push(line) });
  const { apiBase, siteUrl } = stack;
  const pages = [
    await measurePage("home", siteUrl),
    await measurePage("article", await articleUrl(apiBase, siteUrl)),
  ];
  const checks = pages.flatMap((page) => checkPage(page, budgets));
  const results = { date: new Date().toISOString(), runs, budgets, pages, checks };
  writeFileSync(path.join(outDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);

  console.log(
    `\nMedian of ${runs} Lighthouse run(s) each, mobile emulation: simulated slow 4G and 4× CPU slowdown, and loopback with no throttling (~ under target, ✗ over budget)\n`,
  );
  console.log(formatTable(pages, checks, budgets));
  for (const page of pages) console.log(`\n${formatScripts(page)}\n\n${formatLcp(page)}`);
  const list = (status: string) =>
    checks
      .filter((c) => c.status === status)
      .map((c) => `${c.page} ${c.figure}`)
      .join(", ");
  const over = checks.filter((c) => c.status === "over");
  console.log(`\n${over.length ? `Over budget: ${list("over")}` : "All within budget."}`);
  if (list("near")) console.log(`Under the performance target: ${list("near")}`);
  console.log(`Reports: ${path.relative(path.join(HERE, ".."), outDir)}/`);
  if (over.length && args.strict) exitCode = 1;
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  console.error(stackLog.slice(-30).join("\n"));
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
