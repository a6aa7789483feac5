// Prints one closing line for the whole `npm test` run, from the unit, tier and browser test reports:
// "tests: N passed, N failed".
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
  const s = JSON.parse(readFileSync(e2e, "utf8")).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
