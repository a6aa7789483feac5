// `npm run dev`: the content service (tsx watch) and the site (Vite dev server with hot reload)
// side by side, each line prefixed with its program's name. Ctrl-C stops both.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { ROOT } from "./stack.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const programs = [
  { name: "content-api", args: ["run", "dev", "-w", "@davmu/content-api"] },
  { name: "share-web", args: ["run", "dev", "-w", "@davmu/share-web", "--", "--port", "3000"] },
];

const children = programs.map(({ name, args }) => {
  const child = spawn(npm, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
  }
  child.on("exit", (code) => {
    console.log(`[${name}] exited with code ${code}`);
    stop(code ?? 1);
  });
  return child;
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
