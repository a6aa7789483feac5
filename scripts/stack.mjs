// Starts the two programs from their built output, as `npm start`, the browser tests and the
// benchmarks all do, after the demo content's program has seeded their database. Each program
// prints "listening on <address>" when it is ready; the demo's prints "demo-content: ready".
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const CONTENT_API = "apps/content-api/dist/server.mjs";
export const SHARE_WEB = "apps/share-web/dist/server.mjs";
/** The demo content's program: seeds, then makes the media and keeps the live room ahead (0103). */
export const DEMO_CONTENT = "packages/demo-content/dist/demo-content.mjs";
/** What each program prints when it is ready: its address, or the demo's word that the seed is in. */
const LISTENING = /listening on (https?:\/\/[^\s"]+)/;
export const DEMO_READY = /^demo-content: (ready)$/;

/**
 * Node's flags for a program, given before its script. The site's young generation is 32 MB a
 * semi-space instead of V8's 16: a render's objects die there instead of in the old generation,
 * which cuts the site's collections and its peak memory (docs/decisions/0078). The site's own
 * package start script carries the same flags (stack.test.mjs checks that they agree).
 * @type {Record<string, string[]>}
 */
export const NODE_FLAGS = { [SHARE_WEB]: ["--max-semi-space-size=32"] };

/** The secrets both programs must share, and how many random bytes each gets when made here. */
const SHARED_SECRETS = { DAVMU_ID_SALT: 18, CONTENT_API_TOKEN_SECRET: 48, DAVMU_INNER_SECRET: 32 };

/**
 * The id salt, token secret and inner secret a local stack runs with: what the environment sets,
 * else secrets made once for this data folder and kept in it (`local-secrets.json`, readable by
 * its owner only), so ids and tokens stay valid from one start to the next. A production start
 * refuses the public defaults (docs/decisions/0095); these are nobody's but this folder's.
 * @param {string} dataDir
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function localSecrets(dataDir, env = process.env) {
  const file = path.join(dataDir, "local-secrets.json");
  /** @type {Record<string, string>} */
  let kept = {};
  try {
    kept = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    // None kept yet (or unreadable): made below.
  }
  let made = false;
  for (const [name, bytes] of Object.entries(SHARED_SECRETS)) {
    if (typeof kept[name] === "string" && kept[name]) continue;
    kept[name] = randomBytes(bytes).toString("base64url");
    made = true;
  }
  if (made) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return Object.fromEntries(Object.keys(SHARED_SECRETS).map((name) => [name, env[name] || kept[name]]));
}

/**
 * Starts one program and resolves with its address once it says it is listening, or with what
 * `readyWhen` captures from its output (within five minutes: a first seed of the demo set draws its
 * pictures, minutes on a busy machine).
 * `nodeFlags`: Node's flags, the script's own (`NODE_FLAGS`) unless given.
 * @param {{ name: string, script: string, env?: Record<string, string>, log?: (line: string) => void, timeoutMs?: number, readyWhen?: RegExp, nodeFlags?: string[] }} options
 */
export function startProgram({
  name,
  script,
  nodeFlags = NODE_FLAGS[script] ?? [],
  env = {},
  log = () => {},
  timeoutMs = 300_000,
  readyWhen = LISTENING,
}) {
  const child = spawn(process.execPath, [...nodeFlags, script], {
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
        // Its own line, not Node's inspector's ("Debugger listening on ws://…").
        const address = readyWhen.exec(line)?.[1];
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
 * Starts the demo content's program on a data folder (or a DATABASE_URL in `env`) and resolves once
 * the demo set is in its database; the program goes on beside the others (media, live schedule).
 * @param {{ env?: Record<string, string>, log?: (line: string) => void }} options
 */
export async function startDemo({ env = {}, log }) {
  const demo = startProgram({ name: "demo-content", script: DEMO_CONTENT, env, log, readyWhen: DEMO_READY });
  try {
    await demo.ready;
  } catch (error) {
    await demo.stop();
    throw error;
  }
  return demo;
}

/**
 * Both programs on the given ports, the service on its own data folder seeded with the demo set
 * first (unless `demo` is false: an empty database).
 * `env` goes to every program, `apiEnv` to the content service and the demo's program only (the
 * service may run in development mode for its SMS outbox while the site runs as in production).
 * @param {{ apiPort: number, webPort: number, dataDir: string, demo?: boolean, env?: Record<string, string>, apiEnv?: Record<string, string>, log?: (line: string) => void }} options
 */
export async function startStack({
  apiPort,
  webPort,
  dataDir,
  demo: seeded = true,
  env: given = {},
  apiEnv = {},
  log,
}) {
  const apiBase = `http://127.0.0.1:${apiPort}`;
  // The caller's own values first, then the environment's, then this data folder's.
  const env = { ...localSecrets(dataDir), ...given };
  // Preview links the service issues point at the site started beside it.
  const serviceEnv = {
    CONTENT_API_PORT: String(apiPort),
    CONTENT_API_DATA_DIR: dataDir,
    DAVMU_WAP_HOST: `http://127.0.0.1:${webPort}`,
    ...env,
    ...apiEnv,
  };
  const demo = seeded ? await startDemo({ env: serviceEnv, log }) : undefined;
  const api = startProgram({ name: "content-api", script: CONTENT_API, env: serviceEnv, log });
  try {
    await api.ready;
  } catch (error) {
    await Promise.all([api.stop(), demo?.stop()]);
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
    await Promise.all([web.stop(), api.stop(), demo?.stop()]);
    throw error;
  }
  return {
    apiBase,
    siteUrl,
    webPid: web.child.pid,
    apiPid: api.child.pid,
    stopApi: api.stop,
    startApi: () => {
      const again = startProgram({ name: "content-api", script: CONTENT_API, env: serviceEnv, log });
      return again.ready.then(() => again.stop);
    },
    stop: () => Promise.all([web.stop(), api.stop(), demo?.stop()]),
  };
}
