// `npm run bench`: starts the built site on its own ports and a fresh database, measures the home page,
// an article and the media pages with Lighthouse (mobile, simulated throttling), by their bytes and by the scripts
// they load before idle, then the article's uncached throughput against nginx serving the same HTML
// and the site's memory under load; prints the figures against bench/budgets.json and writes
// everything to bench/reports/<timestamp>/. With --tier it measures the cache tier instead
// (lib/tier.ts): nginx in front of several site processes, as `npm run start:scale` runs them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SLOWDOWN_BOUNDS, TARGET_PHONE } from "./lib/calibration.ts";
import { closeAllChromium } from "./lib/chromium.ts";
import { itemUrl, measureThroughput, pageMeasurer, questionUrl } from "./lib/measure-pages.ts";
import { ensureNginx, type Nginx, startNginx } from "./lib/nginx.ts";
import { measureDanmuFrames, measureFirstFrame, type PlayerResult, playerPages } from "./lib/player.ts";
import { checkPlayer, formatPlayer, type PlayerBudgets } from "./lib/player-report.ts";
import { type Budgets, type Check, checkMediaPage, checkPage, checkThroughput } from "./lib/report.ts";
import { MARKS_LEGEND } from "./lib/report-figures.ts";
import {
  formatIdleScripts,
  formatLcp,
  formatRuns,
  formatScripts,
  formatTable,
  formatThroughput,
} from "./lib/report-tables.ts";
import { formatSitemap, measureSitemap } from "./lib/sitemap.ts";
import { type Site, startSite } from "./lib/stack.ts";
import { measureTier } from "./lib/tier.ts";
import { checkTier, formatTier, type TierBudgets } from "./lib/tier-report.ts";

const HERE = import.meta.dirname;
const USAGE = `Usage: npm run bench [-- --runs N] [--ports API,WEB,NGINX] [--seconds S] [--strict]
       npm run bench -- --only player|danmu [--runs N] [--ports API,WEB,NGINX] [--strict]
       npm run bench -- --only sitemap [--items N] [--ports API,WEB,NGINX]
       npm run bench -- --tier [--ports API,WEB,NGINX] [--seconds S] [--soak S] [--burst N] [--strict]
  --runs N               Lighthouse runs per page; the median of each figure is reported (default 5)
  --ports API,WEB,NGINX  ports of the content service, the site and nginx (default 9728,3300,8728);
                         with --tier the first of each kind, and nginx's next four for its helpers
  --seconds S            length of each load run (default 10)
  --only player          measure the player's figures only (first frame, danmu frame rate): minutes
  --only danmu           measure the danmu layer's frame rate only
  --only sitemap         measure the sitemap of N videos only (time to write it, memory): a minute
  --items N              with --only sitemap: how many videos (default 100000)
  --tier                 measure the cache tier (nginx in front of one site process per core) instead
  --soak S               with --tier: length of the 100-connection run (default 60)
  --burst N              with --tier: connections of the burst on a cold article (default 1000)
  --strict               exit with code 1 when a figure is over budget`;

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    ports: { type: "string", default: "9728,3300,8728" },
    seconds: { type: "string", default: "10" },
    tier: { type: "boolean", default: false },
    only: { type: "string" },
    items: { type: "string", default: "100000" },
    soak: { type: "string", default: "60" },
    burst: { type: "string", default: "1000" },
    strict: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
const runs = Number(args.runs);
const seconds = Number(args.seconds);
const soakSeconds = Number(args.soak);
const burstConnections = Number(args.burst);
const [apiPort, webPort, nginxPort] = args.ports.split(",").map(Number);
if (
  args.help ||
  !(runs >= 1) ||
  !(seconds >= 1) ||
  !(soakSeconds >= 1) ||
  !(burstConnections >= 1) ||
  !apiPort ||
  !webPort ||
  !nginxPort ||
  (args.only !== undefined && !["player", "danmu", "sitemap"].includes(args.only)) ||
  !(Number(args.items) >= 1)
) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

const cpus = availableParallelism();
/** The pages whose first paint is a poster or cover: held to the media budgets as well. */
const MEDIA_PAGES = new Set(["video", "video album", "audio album"]);
const budgets = JSON.parse(readFileSync(path.join(HERE, "budgets.json"), "utf8")) as Budgets &
  TierBudgets &
  PlayerBudgets;
const outDir = path.join(HERE, "reports", new Date().toISOString().replace(/[:.]/g, "-"));
mkdirSync(outDir, { recursive: true });
const averages = (l: number[]) => l.map((v) => v.toFixed(2)).join(" ");

if (args.tier) process.exit(await benchTier());
if (args.only === "sitemap") process.exit(await benchSitemap());

/** `--only sitemap`: the sitemap of many videos (lib/sitemap.ts), printed and written to results.json. */
async function benchSitemap(): Promise<number> {
  const lines: string[] = [];
  const loadBefore = loadavg();
  const dataDir = mkdtempSync(path.join(tmpdir(), "davmu-bench-sitemap-"));
  try {
    const sitemap = await measureSitemap({
      apiPort: apiPort!,
      webPort: webPort!,
      dataDir,
      items: Number(args.items),
      log: (line) => lines.push(line),
      progress: (line) => console.log(line),
    });
    const machineLoad = { before: loadBefore, after: loadavg() };
    writeFileSync(
      path.join(outDir, "results.json"),
      `${JSON.stringify({ date: new Date().toISOString(), machineLoad, sitemap }, null, 2)}\n`,
    );
    console.log(`\n${formatSitemap(sitemap)}`);
    console.log(
      `\nMachine load (1, 5, 15 min averages; ${cpus} cores): ${averages(machineLoad.before)} at start, ${averages(machineLoad.after)} at the end`,
    );
    console.log(`Reports: ${path.relative(path.join(HERE, ".."), outDir)}/`);
    return 0;
  } catch (error) {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
    console.error(lines.slice(-30).join("\n"));
    return 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    writeFileSync(path.join(outDir, "stack.log"), lines.join("\n"));
  }
}

/** `--tier`: the cache tier's figures (lib/tier.ts), printed and written to results.json. */
async function benchTier(): Promise<number> {
  const lines: string[] = [];
  const loadBefore = loadavg();
  try {
    const tier = await measureTier({
      ports: [apiPort!, webPort!, nginxPort!],
      seconds,
      soakSeconds,
      burstConnections,
      log: (line) => lines.push(line),
      progress: (line) => console.log(line),
    });
    const machineLoad = { before: loadBefore, after: loadavg() };
    const checks = checkTier(tier, budgets);
    writeFileSync(
      path.join(outDir, "results.json"),
      `${JSON.stringify({ date: new Date().toISOString(), machineLoad, budgets, tier, checks }, null, 2)}\n`,
    );
    console.log(`\n${formatTier(tier, checks, budgets)}`);
    console.log(
      `\nMachine load (1, 5, 15 min averages; ${cpus} cores): ${averages(machineLoad.before)} at start, ${averages(machineLoad.after)} at the end`,
    );
    const over = checks.filter((c) => c.status === "over");
    console.log(
      `\n${over.length ? `Over budget: ${over.map((c) => c.figure).join(", ")}` : "All within budget."}`,
    );
    console.log(`Reports: ${path.relative(path.join(HERE, ".."), outDir)}/`);
    return over.length && args.strict ? 1 : 0;
  } catch (error) {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
    console.error(lines.slice(-30).join("\n"));
    return 1;
  } finally {
    writeFileSync(path.join(outDir, "stack.log"), lines.join("\n"));
  }
}
const dataDir = mkdtempSync(path.join(tmpdir(), "davmu-bench-data-"));
const nginxDir = mkdtempSync(path.join(tmpdir(), "davmu-bench-nginx-"));
const stackLog: string[] = [];
let stack: Site | undefined;
let nginx: Nginx | undefined;

async function cleanUp() {
  await closeAllChromium();
  await nginx?.stop();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(nginxDir, { recursive: true, force: true });
  writeFileSync(path.join(outDir, "stack.log"), stackLog.join("\n"));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the site and Chromium…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const measurePage = pageMeasurer({ runs, outDir });

/** `--only player` ends the run early, with its checks: what is left is only printing. */
class Done {
  constructor(readonly checks: Check[]) {}
}

/**
 * The player's figures (lib/player.ts): the first frame on the video page, the short-video feed's
 * first clip and the live room, then the danmu layer's frames with 200 on screen.
 */
async function measurePlayer(site: Site, withFirstFrame: boolean): Promise<PlayerResult> {
  const pages = await playerPages(site.apiBase, site.siteUrl);
  const firstFrame = [];
  if (withFirstFrame) {
    console.log(`· player: time to first frame (calibrated CPU, DevTools slow 4G), ${runs} run(s) a page`);
    for (const page of pages) firstFrame.push(await measureFirstFrame(page, runs, console.log));
  }
  console.log(`· player: danmu frame rate, ${runs} run(s)`);
  const danmu = await measureDanmuFrames(pages[0]!.url, runs, console.log);
  return { firstFrame, danmu };
}

function printPlayer(
  player: PlayerResult,
  checks: Check[],
  machineLoad: { before: number[]; after: number[] },
) {
  console.log(`\n(${MARKS_LEGEND})\n\n${formatPlayer(player, checks, budgets)}`);
  console.log(
    `\nMachine load (1, 5, 15 min averages; ${cpus} cores): ${averages(machineLoad.before)} at start, ${averages(machineLoad.after)} at the end`,
  );
  const missed = checks.filter((c) => c.status === "missed");
  console.log(
    `\n${missed.length ? `Missed: ${missed.map((c) => `${c.page} ${c.figure}`).join(", ")}` : "None missed."}`,
  );
  console.log(`Reports: ${path.relative(path.join(HERE, ".."), outDir)}/`);
}

let exitCode = 0;
try {
  console.log(
    `Starting the site (content service on ${apiPort}, site on ${webPort}; seeding a fresh database)…`,
  );
  console.log(
    `Lighthouse's CPU slowdown is calibrated before each simulated run (decision 0089): to ${TARGET_PHONE}, within ${SLOWDOWN_BOUNDS.min}–${SLOWDOWN_BOUNDS.max}×`,
  );
  const loadBefore = loadavg();
  stack = await startSite({ apiPort, webPort, dataDir, log: (line) => stackLog.push(line) });
  const { apiBase, siteUrl } = stack;
  const article = await itemUrl(apiBase, siteUrl, "doc");
  const onlyPlayer = args.only === "player" || args.only === "danmu";
  const pages = onlyPlayer
    ? []
    : [
        await measurePage("home", siteUrl),
        await measurePage("article", article),
        await measurePage("video", await itemUrl(apiBase, siteUrl, "video")),
        await measurePage("video album", await itemUrl(apiBase, siteUrl, "video_album")),
        await measurePage("audio album", await itemUrl(apiBase, siteUrl, "audio_album")),
        // Pages of the sections, held to the same budgets as the article.
        await measurePage("legal question", await questionUrl(apiBase, siteUrl)),
        await measurePage("special topic", await itemUrl(apiBase, siteUrl, "special")),
      ];
  const player = await measurePlayer(stack, args.only !== "danmu");
  if (onlyPlayer) {
    const checks = checkPlayer(player, budgets);
    const machineLoad = { before: loadBefore, after: loadavg() };
    const results = { date: new Date().toISOString(), runs, machineLoad, budgets, player, checks };
    writeFileSync(path.join(outDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
    printPlayer(player, checks, machineLoad);
    throw new Done(checks);
  }
  const throughput = await measureThroughput(stack, article, {
    seconds,
    nginxDir,
    startNginx: async () => (nginx = await startNginx(ensureNginx(console.log), nginxDir, nginxPort!)),
  });
  const machineLoad = { before: loadBefore, after: loadavg() };
  const articlePage = pages.find((p) => p.name === "article")!;
  const checks = [
    ...pages.flatMap((page) => checkPage(page, budgets, MEDIA_PAGES.has(page.name) ? "media" : "page")),
    ...pages.filter((p) => MEDIA_PAGES.has(p.name)).flatMap((p) => checkMediaPage(p, articlePage, budgets)),
    ...checkThroughput(throughput, budgets),
    ...checkPlayer(player, budgets),
  ];
  const cpuCalibration = { target: TARGET_PHONE, bounds: SLOWDOWN_BOUNDS };
  const results = {
    date: new Date().toISOString(),
    runs,
    machineLoad,
    cpuCalibration,
    budgets,
    pages,
    throughput,
    player,
    checks,
  };
  writeFileSync(path.join(outDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);

  console.log(
    `\nMedian of ${runs} Lighthouse run(s) each, mobile emulation: simulated slow 4G with the CPU slowdown calibrated to the machine before each run, and loopback with no throttling\n(${MARKS_LEGEND})\n`,
  );
  console.log(formatTable(pages, checks, budgets));
  for (const c of checks.filter((c) => c.figure === "js-over-article" || c.figure === "lcp-is-poster")) {
    const value =
      c.figure === "js-over-article" ? `${(c.value / 1024).toFixed(1)} KB gzip` : c.value ? "yes" : "no";
    console.log(`${c.page} ${c.figure}: ${value}${c.status === "missed" ? " ✗" : ""}`);
  }
  console.log(
    "\nEach run: the benchmark index measured before it (median of three) and the CPU slowdown set from it",
  );
  for (const page of pages) console.log(`\n${formatRuns(page, checks, budgets)}`);
  console.log(`\n${formatThroughput(throughput, checks, budgets)}`);
  console.log(`\n${formatPlayer(player, checks, budgets)}`);
  console.log(
    `\nMachine load (1, 5, 15 min averages; ${cpus} cores): ${averages(machineLoad.before)} at start, ${averages(machineLoad.after)} at the end`,
  );
  for (const page of pages) {
    console.log(`\n${formatScripts(page)}\n\n${formatIdleScripts(page)}\n\n${formatLcp(page)}`);
  }
  const list = (status: string) =>
    checks
      .filter((c) => c.status === status)
      .map((c) => `${c.page} ${c.figure}`)
      .join(", ");
  const missed = checks.filter((c) => c.status === "missed");
  const noise = checks.filter((c) => c.status === "within noise");
  console.log(`\n${missed.length ? `Missed: ${list("missed")}` : "None missed."}`);
  if (noise.length) console.log(`Within noise (the runs' spread covers the budget): ${list("within noise")}`);
  else if (!missed.length) console.log("All within budget.");
  console.log(`Reports: ${path.relative(path.join(HERE, ".."), outDir)}/`);
  if (missed.length && args.strict) exitCode = 1;
} catch (error) {
  if (error instanceof Done) {
    if (error.checks.some((c) => c.status === "missed") && args.strict) exitCode = 1;
  } else {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
    console.error(stackLog.slice(-30).join("\n"));
    exitCode = 1;
  }
} finally {
  await cleanUp();
}
process.exit(exitCode);
