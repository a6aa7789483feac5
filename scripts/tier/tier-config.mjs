// The cache tier's nginx config (scripts/nginx/tier.conf) filled in for one set of processes.
import path from "node:path";
import { fillTemplate, readTemplate } from "../nginx.mjs";
import { ROOT } from "../stack.mjs";

/** The site's base path: every page and file of it is under this. */
export const BASE = "/davmu/share";

/**
 * Where push connections (server-sent events, WebSocket) of the content service are proxied,
 * unbuffered and with long timeouts. Live rooms mount their streams under it.
 */
export const PUSH_PREFIX = "/realtime";

/** The built site's browser files; nginx serves its fingerprinted `assets/` itself. */
export const CLIENT_DIR = path.join(ROOT, "apps/share-web/build/client");

/** A service prefix as a piece of an nginx regular expression. */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The browser's calls to the content service: every public call is under `/peony/`, the tracker
 * under `{stats}`, forms under `{form}`, media under `/media/`. The inner prefixes (`{osman}`,
 * `{peony-inner}`, `{pine-inner}`) are left out: only the site's processes reach those, on the
 * tier's inner port.
 */
export function publicApiPrefixes(env = process.env) {
  const prefixes = ["/peony", env.DAVMU_PREFIX_STATS || "/stats", env.DAVMU_PREFIX_FORM || "/form", "/media"];
  return [...new Set(prefixes.map((p) => p.replace(/\/+$/, "")))].map(escapeRegex).join("|");
}

/** A process behind nginx: a loopback port, or `host:port` (a compose file's service). */
const upstreamAddress = (port) => (typeof port === "number" ? `127.0.0.1:${port}` : port);

/**
 * The filled-in config. `sitePorts` and `servicePorts` are loopback ports or `host:port` addresses;
 * `innerListen` is where the site processes reach the service (loopback `innerPort` by default).
 * @param {{
 *   dir: string,
 *   listen: string,
 *   innerPort?: number,
 *   innerListen?: string,
 *   sitePorts: (number | string)[],
 *   servicePorts: (number | string)[],
 *   workers?: number | "auto",
 *   accessLog?: boolean,
 *   cacheMaxSize?: string,
 *   clientDir?: string,
 *   env?: Record<string, string | undefined>,
 * }} options
 */
export function tierConfig({
  dir,
  listen,
  innerPort,
  innerListen = `127.0.0.1:${innerPort}`,
  sitePorts,
  servicePorts,
  workers = "auto",
  accessLog = false,
  cacheMaxSize = "1g",
  clientDir = CLIENT_DIR,
  env = process.env,
}) {
  if (sitePorts.length === 0 || servicePorts.length === 0) {
    throw new Error("the tier needs at least one site process and one content-service process");
  }
  // Never marked down (max_fails=0): a process that is gone refuses the connection at once and the
  // request moves on to the next (proxy_next_upstream), and one that is back gets requests the
  // moment it listens. Marking a process down for a while after one failure made nginx answer
  // "no live upstreams" during a rolling restart, whenever the process still up had one failure of
  // its own in that while (docs/decisions/0132).
  const servers = (ports) =>
    ports.map((port) => `    server ${upstreamAddress(port)} max_fails=0;`).join("\n");
  const logs = [
    ...(accessLog ? [`access_log ${dir}/access.log tier buffer=64k flush=1s;`] : []),
    // Read at logging time, never cached: a background refresh's own address is not its visitor's.
    `access_log ${dir}/upstream.log tier if=$upstream_addr;`,
  ]
    .map((line) => `      ${line}`)
    .join("\n");
  return fillTemplate(readTemplate("tier.conf"), {
    dir,
    workers,
    listen,
    innerListen,
    siteServers: servers(sitePorts),
    serviceServers: servers(servicePorts),
    siteTries: sitePorts.length,
    serviceTries: servicePorts.length,
    cacheMaxSize,
    logs,
    base: BASE,
    clientDir,
    publicApiPrefixes: publicApiPrefixes(env),
    pushPrefix: PUSH_PREFIX,
  });
}
