// `npm run dev`: the demo content's program (which seeds the database first), then the content
// service (tsx watch) and the site (Vite dev server with hot reload) side by side, each line
// prefixed with its program's name. Ctrl-C stops them all.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { DEMO_READY, ROOT } from "./stack.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const demo = { name: "demo-content", args: ["run", "dev", "-w", "@davmu/demo-content"] };
const programs = [
  { name: "content-api", args: ["run", "dev", "-w", "@davmu/content-api"] },
  { name: "share-web", args: ["run", "dev", "-w", "@davmu/share-web", "--", "--port", "3000"] },
];

const children = [];
function run({ name, args }, onLine = () => {}) {
  const child = spawn(npm, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => {
      console.log(`[${name}] ${line}`);
      onLine(line);
    });
  }
  child.on("exit", (code) => {
    console.log(`[${name}] exited with code ${code}`);
    stop(code ?? 1);
  });
  children.push(child);
}

// The service and the site start once the database holds the demo set.
let started = false;
run(demo, (line) => {
  if (started || !DEMO_READY.test(line)) return;
  started = true;
  for (const program of programs) run(program);
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
