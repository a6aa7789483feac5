// nginx for the scale command, its tests and the bench: Debian's package (installed when missing and
// this user may), run in the foreground as a child of ours with its config, pid file, logs, cache and
// temporary files all in one folder. Nothing of the system's nginx (its config, its service) is used
// or touched.
//
//   import { ensureNginx, startNginx } from "./nginx.mjs";
//   const found = ensureNginx();                  // { binary } or { reason }
//   const nginx = await startNginx({ binary: found.binary, dir, config, port });
//   await nginx.stop();
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx"];

const findBinary = () => NGINX_PATHS.find((p) => existsSync(p));

/**
 * Debian's nginx, where its package puts it; installed with apt-get when missing and we are root.
 * @returns {{ binary: string, reason?: undefined } | { reason: string, binary?: undefined }}
 */
export function ensureNginx({ log = console.log } = {}) {
  const found = findBinary();
  if (found) return { binary: found };
  if (process.platform !== "linux" || !existsSync("/usr/bin/apt-get")) {
    return { reason: "nginx is not installed and there is no apt-get to install it" };
  }
  if (process.getuid?.() !== 0) {
    return { reason: "nginx is not installed: run  sudo apt-get install -y nginx" };
  }
  log("nginx is missing: installing Debian's package (apt-get install -y nginx)…");
  const install = () =>
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    try {
      install();
    } catch {
      // A fresh machine has no package lists yet.
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      install();
    }
  } catch (error) {
    return { reason: `apt-get install nginx failed: ${error instanceof Error ? error.message : error}` };
  }
  const installed = findBinary();
  return installed ? { binary: installed } : { reason: "nginx was installed, but no nginx binary was found" };
}

/**
 * A template's `{{name}}` placeholders filled in. nginx's own `$variables` are left alone; a
 * placeholder without a value is an error, so a config is never written half filled.
 * @param {string} template
 * @param {Record<string, string | number>} values
 */
export function fillTemplate(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}} in the nginx template`);
    return String(values[name]);
  });
}

/** Reads a template that sits beside this file (scripts/nginx/). */
export function readTemplate(name) {
  return readFileSync(new URL(`./nginx/${name}`, import.meta.url), "utf8");
}

/**
 * Checks a config with `nginx -t`, as the running nginx would read it.
 * @returns {{ ok: true } | { ok: false, message: string }}
 */
export function testConfig({ binary, dir, config }) {
  const file = writeConfig(dir, config);
  try {
    execFileSync(binary, ["-t", "-q", "-p", dir, "-c", file, "-e", path.join(dir, "error.log")], {
      stdio: "pipe",
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: String(error.stderr ?? error).trim() };
  }
}

function writeConfig(dir, config) {
  // Started as root, nginx's workers run as an unprivileged user: they must be able to enter `dir`.
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, config);
  return file;
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Runs nginx in the foreground (`daemon off`) with `config` written to `dir/nginx.conf`, and resolves
 * once `port` accepts connections. The config names its own pid file, logs and temporary folders,
 * all inside `dir` (see the templates in scripts/nginx/).
 * @param {{ binary: string, dir: string, config: string, port: number, timeoutMs?: number }} options
 */
export async function startNginx({ binary, dir, config, port, timeoutMs = 10_000 }) {
  const file = writeConfig(dir, config);
  const child = spawn(
    binary,
    ["-p", dir, "-c", file, "-e", path.join(dir, "error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once("exit", () => resolve(undefined));
      // SIGQUIT: workers finish the requests they are serving, then everything exits.
      child.kill("SIGQUIT");
      setTimeout(() => child.kill("SIGKILL"), 3000).unref();
    });
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(port))) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with code ${child.exitCode}: ${stderr.trim()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on port ${port} within ${timeoutMs} ms: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, dir, child, stop, workerPids: () => workerPids(child.pid) };
}

/** The pids of nginx's worker (and cache) processes: the master's children, from /proc. */
function workerPids(masterPid) {
  try {
    return readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
