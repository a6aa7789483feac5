// `npm test`: every check, in phases: type check, lint, unit and service tests, one build of both
// programs, the cache tier and the browser tests on that build. The type check and the lint run
// beside the unit and service tests (their output held back and printed whole after theirs); the
// build, the cache tier and the browser tests follow, one after another. Running the build and the tier
// beside the unit tests as well measured slower on two cores, not faster (docs/decisions/0090).
// Each phase runs even when one before it failed (but for those that need a build that failed), so
// one run tells every fault.
// Ends with each phase's wall time on a line of its own, then the totals (test-summary.mjs).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The phases beside the unit tests. */
const BESIDE = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
];
const UNIT = { name: "unit", script: "test:unit" };
/** The phases after them, in order: the npm script each runs, and whether it needs the build. */
const AFTER = [
  { name: "build", script: "build" },
  { name: "tier", script: "test:tier:built", needsBuild: true },
  { name: "browser", script: "test:e2e:built", needsBuild: true },
];

// The reports the totals are read from: a phase that does not run this time leaves none behind.
for (const report of ["test-results/unit.json", "test-results/tier.json", "e2e/test-results/results.json"]) {
  rmSync(`${root}${report}`, { force: true });
}

const started = process.hrtime.bigint();
const since = (from) => Number(process.hrtime.bigint() - from) / 1e9;

/** What each phase took: `{ name, seconds, status, beside? }`; CI's install phase comes first when given. */
const phases = [];
const installed = Number(process.env.CI_INSTALL_SECONDS);
if (Number.isFinite(installed) && installed > 0) {
  phases.push({ name: "install", seconds: installed, status: "passed" });
}

const outcome = (code, signal) => (code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`);

/** Runs one phase with its output on the console as it comes. */
function runInFront(phase) {
  console.log(`\n── ${phase.name}: npm run ${phase.script}`);
  const from = process.hrtime.bigint();
  const { status, signal } = spawnSync("npm", ["run", phase.script], { cwd: root, stdio: "inherit" });
  return { name: phase.name, seconds: since(from), status: outcome(status, signal) };
}

/** Runs one phase with its output held back; resolves with its result and what it printed. */
function runHeld(phase) {
  return new Promise((resolve) => {
    const from = process.hrtime.bigint();
    const output = [];
    const child = spawn("npm", ["run", phase.script], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      resolve({
        result: { name: phase.name, seconds: since(from), status: outcome(code, signal), beside: UNIT.name },
        output: Buffer.concat(output).toString(),
      });
    });
  });
}

const beside = BESIDE.map(runHeld);
// The unit tests run in front: spawnSync would block the held phase's pipes, so this one is
// spawned too, with the console as its output.
const unit = await new Promise((resolve) => {
  console.log(`\n── ${UNIT.name}: npm run ${UNIT.script}`);
  const from = process.hrtime.bigint();
  const child = spawn("npm", ["run", UNIT.script], { cwd: root, stdio: "inherit" });
  child.on("close", (code, signal) =>
    resolve({ name: UNIT.name, seconds: since(from), status: outcome(code, signal) }),
  );
});
phases.push(unit);
for (const [i, held] of beside.entries()) {
  const { result, output } = await held;
  const phase = BESIDE[i];
  console.log(
    `\n── ${phase.name}: npm run ${phase.script} (beside the unit tests, ${Math.round(result.seconds)} s)`,
  );
  process.stdout.write(output);
  phases.push(result);
}

let built = true;
for (const phase of AFTER) {
  if (phase.needsBuild && !built) {
    phases.push({ name: phase.name, seconds: 0, status: "not run (the build failed)" });
    continue;
  }
  const result = runInFront(phase);
  if (phase.name === "build" && result.status !== "passed") built = false;
  phases.push(result);
}

mkdirSync(`${root}test-results`, { recursive: true });
writeFileSync(
  `${root}test-results/phases.json`,
  `${JSON.stringify({ phases, seconds: since(started) + (installed > 0 ? installed : 0) }, null, 2)}\n`,
);
const summary = spawnSync("node", ["scripts/test-summary.mjs"], { cwd: root, stdio: "inherit" });
const failed = phases.some((p) => p.status !== "passed") || summary.status !== 0;
process.exit(failed ? 1 : 0);
