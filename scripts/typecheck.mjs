// `npm run typecheck`: every workspace's own `typecheck` script, as many at once as the machine has
// cores (one after the other they took most of two minutes on two cores). Each one's output is
// printed whole when it ends, so the logs of two do not interleave; exits non-zero if any failed.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const manifest = (dir) => JSON.parse(readFileSync(`${root}${dir}/package.json`, "utf8"));

/** A workspace pattern of package.json (`apps/*`, `e2e`) as the folders it names. */
const expand = (pattern) =>
  pattern.endsWith("/*")
    ? readdirSync(`${root}${pattern.slice(0, -2)}`, { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() && existsSync(`${root}${pattern.slice(0, -1)}${entry.name}/package.json`),
        )
        .map((entry) => `${pattern.slice(0, -1)}${entry.name}`)
    : [pattern];

/** The workspaces with a typecheck script, the apps first (they check the most code). */
const checked = manifest(".")
  .workspaces.flatMap(expand)
  .filter((dir) => manifest(dir).scripts?.typecheck)
  .sort((a, b) => Number(b.startsWith("apps/")) - Number(a.startsWith("apps/")) || a.localeCompare(b));

function run(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "typecheck", "--silent"], { cwd: `${root}${dir}` });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `${code === 0 ? "✓" : "✗"} ${dir} (${seconds} s)${output.trim() ? `\n${output.trim()}` : ""}`,
      );
      resolve(code === 0);
    });
  });
}

const queue = [...checked];
const results = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    const passed = [];
    for (let dir = queue.shift(); dir; dir = queue.shift()) passed.push(await run(dir));
    return passed.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
