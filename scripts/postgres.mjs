// A throw-away PostgreSQL server for the tests, the bench and `npm run start:scale`: Debian's
// `postgresql` package (installed when missing and this user may), a fresh data directory and a
// spare port on loopback. Run as root, the server runs as the `postgres` user, as PostgreSQL requires.
//
//   import { startPostgres } from "./postgres.mjs";
//   const pg = await startPostgres();          // { url, stop } or { reason }
//
//   node scripts/postgres.mjs [port]           // starts one and prints its URL until Ctrl-C
import { execFileSync, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const PG_ROOT = "/usr/lib/postgresql";

/** The newest installed server's bin folder, or null. */
function findBin() {
  if (!fs.existsSync(PG_ROOT)) return null;
  const versions = fs
    .readdirSync(PG_ROOT)
    .filter((v) => fs.existsSync(path.join(PG_ROOT, v, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(PG_ROOT, versions[0], "bin") : null;
}

/** The server's bin folder, installing Debian's package when it is missing; or a reason why not. */
export function ensurePostgres({ log = console.log } = {}) {
  const bin = findBin();
  if (bin) return { bin };
  if (process.platform !== "linux" || !fs.existsSync("/usr/bin/apt-get")) {
    return { reason: "PostgreSQL is not installed and there is no apt-get to install it" };
  }
  if (process.getuid?.() !== 0) {
    return { reason: "PostgreSQL is not installed: run  sudo apt-get install -y postgresql" };
  }
  log("Installing Debian's postgresql…");
  try {
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql", {
      stdio: "inherit",
    });
  } catch (error) {
    return { reason: `apt-get install postgresql failed: ${error instanceof Error ? error.message : error}` };
  }
  const installed = findBin();
  return installed ? { bin: installed } : { reason: "postgresql installed, but no server binary was found" };
}

/** A port nothing listens on now. */
export function sparePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The uid/gid to run the server as: the `postgres` user when we are root, else ourselves. */
function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Where a server `inMemory` keeps its data: the machine's shared-memory file system, if it has one. */
const MEMORY_FS = "/dev/shm";

/**
 * Starts a server on a fresh data directory. `durable: false` (the default, for tests) trades crash
 * safety for speed. `inMemory` puts the data directory in /dev/shm where there is one: a server that
 * creates and drops a database for each test creates and deletes some 300 files each time, which
 * costs an ext4 disk more kernel time than the tests themselves (docs/decisions/0088). Resolves to
 * `{ url, port, dataDir, stop }`, or `{ reason }` when PostgreSQL cannot be installed or started here.
 */
export async function startPostgres({ port, durable = false, inMemory = false, log = console.log } = {}) {
  const found = ensurePostgres({ log });
  if (!found.bin) return { reason: found.reason };
  const user = serverUser();
  const listenPort = port ?? (await sparePort());
  const parent = inMemory && fs.existsSync(MEMORY_FS) ? MEMORY_FS : os.tmpdir();
  const dataDir = fs.mkdtempSync(path.join(parent, "davmu-pg-"));
  const socketDir = path.join(dataDir, "socket");
  fs.mkdirSync(socketDir);
  if (user.uid !== undefined) {
    fs.chmodSync(dataDir, 0o700);
    execFileSync("chown", ["-R", `${user.uid}:${user.gid}`, dataDir]);
  }
  const pgdata = path.join(dataDir, "data");
  try {
    execFileSync(
      path.join(found.bin, "initdb"),
      ["-D", pgdata, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"],
      { ...user, stdio: "pipe" },
    );
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { reason: `initdb failed: ${String(error.stderr ?? error)}` };
  }
  const settings = [
    ["listen_addresses", "127.0.0.1"],
    ["unix_socket_directories", socketDir],
    ["max_connections", "200"],
    ...(durable
      ? []
      : [
          ["fsync", "off"],
          ["synchronous_commit", "off"],
          ["full_page_writes", "off"],
        ]),
  ];
  const args = ["-D", pgdata, "-p", String(listenPort), ...settings.flatMap(([k, v]) => ["-c", `${k}=${v}`])];
  const child = spawn(path.join(found.bin, "postgres"), args, {
    ...user,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });

  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGINT"); // fast shutdown
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (!exited) child.kill("SIGKILL");
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  while (!(await canConnect(listenPort))) {
    if (exited || Date.now() > deadline) {
      await stop();
      return { reason: `postgres did not start: ${stderr.trim().split("\n").slice(-3).join(" / ")}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Listening is not yet accepting: wait until a query would be answered.
  const isReady = path.join(found.bin, "pg_isready");
  while (Date.now() < deadline) {
    try {
      execFileSync(isReady, ["-h", "127.0.0.1", "-p", String(listenPort), "-U", "postgres"], {
        stdio: "ignore",
      });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${listenPort}/postgres`,
    port: listenPort,
    dataDir,
    stop,
    child,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = await startPostgres({ port: process.argv[2] ? Number(process.argv[2]) : undefined });
  if (!started.url) {
    console.error(`PostgreSQL could not start: ${started.reason}`);
    process.exit(1);
  }
  console.log(`PostgreSQL is running: DATABASE_URL=${started.url}\n(Ctrl-C stops it and deletes its data.)`);
  const quit = async () => {
    await started.stop();
    process.exit(0);
  };
  process.on("SIGINT", quit);
  process.on("SIGTERM", quit);
}
