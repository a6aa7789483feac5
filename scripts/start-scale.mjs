// `npm run start:scale`: the production shape on one machine, from the built programs. nginx on one
// port caches the site's pages and serves its files, in front of N site processes and M
// content-service processes on one database; a process that dies is started again. Prints the
// address; Ctrl-C stops everything (docs/decisions/0039-nginx-cache-tier-and-scale-command.md).
import { availableParallelism } from "node:os";
import path from "node:path";
import { ensurePostgres } from "./postgres.mjs";
import { ROOT } from "./stack.mjs";
import { startTier } from "./tier/start-tier.mjs";

const env = process.env;

/** A whole-number variable within bounds, or its default; anything else stops the start. */
function count(name, fallback, min, max) {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`start:scale: ${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
    process.exit(2);
  }
  return value;
}

/**
 * PostgreSQL unless told otherwise: the one named by DATABASE_URL, else a throw-away server of
 * Debian's package (installed when missing). Where it cannot be had, SQLite, said so.
 */
function chooseDatabase() {
  const asked = env.DATABASE_URL ? "postgres" : env.SCALE_DATABASE || "postgres";
  if (asked !== "sqlite" && asked !== "postgres") {
    console.error(`start:scale: SCALE_DATABASE must be postgres or sqlite, not "${asked}"`);
    process.exit(2);
  }
  if (asked === "sqlite" || env.DATABASE_URL) return asked;
  const found = ensurePostgres({ log: (line) => console.log(line) });
  if (found.bin) return "postgres";
  console.warn(`start:scale: ${found.reason}: running on SQLite instead`);
  return "sqlite";
}

const database = chooseDatabase();
// Several service processes share their state (rate limits, caps, live messages) through
// PostgreSQL only: on SQLite one process runs.
const services = database === "sqlite" ? 1 : count("SCALE_SERVICES", 2, 1, 64);
if (database === "sqlite" && count("SCALE_SERVICES", 1, 1, 64) > 1) {
  console.warn("start:scale: several content-service processes need PostgreSQL: starting one on SQLite");
}
const options = {
  sites: count("SCALE_SITES", availableParallelism(), 1, 256),
  services,
  port: count("SCALE_PORT", 8080, 1, 65_535),
  host: env.SCALE_HOST || "127.0.0.1",
  publicUrl: env.SCALE_PUBLIC_URL || undefined,
  database,
  databaseUrl: env.DATABASE_URL || undefined,
  // The same data folder as `npm start`: the seed's media are made once and kept.
  dataDir: env.CONTENT_API_DATA_DIR || path.join(ROOT, "data"),
  accessLog: true,
  log: (line) => console.log(line),
};

let tier;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await tier?.stop();
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
// SIGHUP: a rolling restart of every site and service process (after a new build, say), with no
// request lost while each kind has two processes or more.
process.on("SIGHUP", () => {
  tier?.rollingRestart().catch((error) => console.error(`start:scale: rolling restart: ${error.message}`));
});

try {
  tier = await startTier(options);
  const dir = tier.nginx.dir;
  console.log(
    [
      "",
      `  The davmu share site is running behind its cache tier: open ${tier.siteUrl}`,
      `  nginx in front of ${options.sites} site process(es) and ${services} content-service process(es) on ${
        tier.databaseUrl ? "PostgreSQL" : "SQLite"
      }.`,
      `  Logs: ${path.join(dir, "access.log")} (every request, with its X-Cache-Status), ${tier.upstreamLog} (what reached a process)`,
      `  The content services' health: ${tier.innerUrl}/healthz (loopback only)`,
      `  Metrics of every process: ${tier.metricsUrl} (loopback only)`,
      `  (kill -HUP ${process.pid} restarts every process, one of each kind at a time; Ctrl-C stops everything.)`,
      "",
    ].join("\n"),
  );
} catch (error) {
  console.error(`start:scale: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
