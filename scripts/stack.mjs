// Starts the two programs from their built output, as `npm start`, the browser tests and the
// benchmarks all do. Each program prints "listening on <address>" when it is ready.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const CONTENT_API = "apps/content-api/dist/server.mjs";
export const SHARE_WEB = "apps/share-web/dist/server.mjs";

/**
 * Node's flags for a program, given before its script. The site's young generation is 32 MB a
 * semi-space instead of V8's 16: a render's objects die there instead of in the old generation,
 * which cuts the site's collections and its peak memory (docs/decisions/0078). The site's own
 * package start script carries the same flags (stack.test.mjs checks that they agree).
 * @type {Record<string, string[]>}
 */
export const NODE_FLAGS = { [SHARE_WEB]: ["--max-semi-space-size=32"] };

/**
 * Starts one program and resolves with its address once it says it is listening (within five
 * minutes: a first start seeds the demo set and draws its pictures, minutes on a busy machine).
 * @param {{ name: string, script: string, env?: Record<string, string>, log?: (line: string) => void, timeoutMs?: number }} options
 */
export function startProgram({ name, script, env = {}, log = () => {}, timeoutMs = 300_000 }) {
  const child = spawn(process.execPath, [...(NODE_FLAGS[script] ?? []), script], {
    cwd: ROOT,
    // Built programs run as in production (React's production build, no stack traces in pages),
    // unless the caller's environment says otherwise.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        log(`[${name}] ${line}`);
        const address = /listening on (\S+)/.exec(line)?.[1];
        if (address) {
          clearTimeout(timer);
          resolve(address);
        }
      });
    }
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code}`));
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once("exit", () => resolve(undefined));
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 3000).unref();
    });
  return { child, ready, stop };
}

/**
 * Both programs on the given ports, the service on its own data folder.
 * `env` goes to both programs, `apiEnv` to the content service only (it may run in development
 * mode for its SMS outbox while the site runs as in production).
 * @param {{ apiPort: number, webPort: number, dataDir: string, env?: Record<string, string>, apiEnv?: Record<string, string>, log?: (line: string) => void }} options
 */
export async function startStack({ apiPort, webPort, dataDir, env = {}, apiEnv = {}, log }) {
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const api = startProgram({
    name: "content-api",
    script: CONTENT_API,
    // Preview links the service issues point at the site started beside it.
    env: {
      CONTENT_API_PORT: String(apiPort),
      CONTENT_API_DATA_DIR: dataDir,
      DAVMU_WAP_HOST: `http://127.0.0.1:${webPort}`,
      ...env,
      ...apiEnv,
    },
    log,
  });
  try {
    await api.ready;
  } catch (error) {
    await api.stop();
    throw error;
  }
  const web = startProgram({
    name: "share-web",
    script: SHARE_WEB,
    env: {
      SHARE_WEB_PORT: String(webPort),
      DAVMU_API_BASE: apiBase,
      DAVMU_WAP_HOST: `http://127.0.0.1:${webPort}`,
      ...env,
    },
    log,
  });
  let siteUrl;
  try {
    siteUrl = await web.ready;
  } catch (error) {
    await Promise.all([web.stop(), api.stop()]);
    throw error;
  }
  return {
    apiBase,
    siteUrl,
    webPid: web.child.pid,
    apiPid: api.child.pid,
    stopApi: api.stop,
    startApi: () => {
      const again = startProgram({
        name: "content-api",
        script: CONTENT_API,
        // Preview links the service issues point at the site started beside it.
        env: {
          CONTENT_API_PORT: String(apiPort),
          CONTENT_API_DATA_DIR: dataDir,
          DAVMU_WAP_HOST: `http://127.0.0.1:${webPort}`,
          ...env,
          ...apiEnv,
        },
        log,
      });
      return again.ready.then(() => again.stop);
    },
    stop: () => Promise.all([web.stop(), api.stop()]),
  };
}
