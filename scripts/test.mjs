// `npm test`: every check, in phases: type check, lint, unit and service tests, one build of both
// programs, the cache tier and the browser tests on that build. Each phase runs even when one
// before it failed (but for those that need a build that failed), so one run tells every fault.
// Ends with each phase's wall time on a line of its own, then the totals (test-summary.mjs;
// docs/decisions/0090).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The phases, in order: the npm script each runs, and whether it needs the build. */
const PHASES = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "unit", script: "test:unit" },
  { name: "build", script: "build" },
  { name: "tier", script: "test:tier:built", needsBuild: true },
  { name: "browser", script: "test:e2e:built", needsBuild: true },
];

// The reports the totals are read from: a phase that does not run this time leaves none behind.
for (const report of ["test-results/unit.json", "test-results/tier.json", "e2e/test-results/results.json"]) {
  rmSync(`${root}${report}`, { force: true });
}

/** What each phase took: `{ name, seconds, status }`; CI's install phase comes first when given. */
const phases = [];
const installed = Number(process.env.CI_INSTALL_SECONDS);
if (Number.isFinite(installed) && installed > 0) {
  phases.push({ name: "install", seconds: installed, status: "passed" });
}

let built = true;
for (const phase of PHASES) {
  if (phase.needsBuild && !built) {
    phases.push({ name: phase.name, seconds: 0, status: "not run (the build failed)" });
    continue;
  }
  console.log(`\n── ${phase.name}: npm run ${phase.script}`);
  const started = process.hrtime.bigint();
  const { status, signal } = spawnSync("npm", ["run", phase.script], { cwd: root, stdio: "inherit" });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const passed = status === 0;
  if (phase.name === "build" && !passed) built = false;
  phases.push({
    name: phase.name,
    seconds,
    status: passed ? "passed" : `failed (${signal ?? `exit ${status}`})`,
  });
}

mkdirSync(`${root}test-results`, { recursive: true });
writeFileSync(`${root}test-results/phases.json`, `${JSON.stringify(phases, null, 2)}\n`);
const summary = spawnSync("node", ["scripts/test-summary.mjs"], { cwd: root, stdio: "inherit" });
const failed = phases.some((p) => p.status !== "passed") || summary.status !== 0;
process.exit(failed ? 1 : 0);
