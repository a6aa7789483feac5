// Prints one closing line for the whole `npm test` run, from the unit, tier and browser test reports:
// "tests: N passed, N failed"; above it, the wall time of each phase that scripts/test.mjs ran.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
let passed = 0;
let failed = 0;
let skipped = 0;

for (const name of ["unit", "tier"]) {
  const report = `${root}test-results/${name}.json`;
  if (!existsSync(report)) continue;
  const r = JSON.parse(readFileSync(report, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
const e2e = `${root}e2e/test-results/results.json`;
if (existsSync(e2e)) {
  const report = JSON.parse(readFileSync(e2e, "utf8"));
  const s = report.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  printFailedPages(report);
}
printPhases();
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);

/**
 * What the page showed when a browser test failed: the first lines of the accessibility snapshot
 * Playwright keeps beside the failure (error-context.md), printed just above the totals, so a
 * run's log alone tells a page that showed something else from one that showed nothing.
 */
function printFailedPages(report) {
  const LINES = 40;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        for (const result of test.results ?? []) {
          const context = (result.attachments ?? []).find((a) => a.name === "error-context" && a.path);
          if (!context || !existsSync(context.path)) continue;
          const text = readFileSync(context.path, "utf8");
          // The page's snapshot is the file's YAML block (after the error, or under "# Page snapshot").
          const at = text.indexOf("```yaml\n");
          if (at < 0) continue;
          const lines = text
            .slice(at + 8)
            .split("\n```")[0]
            .split("\n")
            .slice(0, LINES);
          console.log(`\nThe page when [${test.projectName}] ${[...path, spec.title].join(" › ")} failed:`);
          console.log(lines.map((line) => `  ${line}`).join("\n"));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
}

/**
 * One line per phase of `npm test` (test-results/phases.json): its name, wall time and outcome,
 * and which phase it ran beside; then the whole run's wall time (less than the phases' sum when
 * some ran side by side).
 */
function printPhases() {
  const file = `${root}test-results/phases.json`;
  if (!existsSync(file)) return;
  const { phases, seconds: total } = JSON.parse(readFileSync(file, "utf8"));
  const width = Math.max(...phases.map((p) => p.name.length));
  const clock = (seconds) => {
    const whole = Math.round(seconds);
    return `${String(whole).padStart(5)} s (${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")})`;
  };
  console.log("");
  for (const { name, seconds, status, beside } of phases) {
    console.log(
      `phase ${name.padEnd(width)} ${clock(seconds)}  ${status}${beside ? `, beside ${beside}` : ""}`,
    );
  }
  console.log(`phase ${"total".padEnd(width)} ${clock(total)}  wall time of the whole run`);
}
