// Prints the cache tier's nginx config for processes on other hosts: the config the tier command
// runs (tier-config.mjs, scripts/nginx/tier.conf), for a container or a machine of its own. The
// compose file's nginx image is built with it (Dockerfile, stage `tier-nginx`).
//
//   node scripts/tier/nginx-config.mjs --sites 2 --services 2
//   node scripts/tier/nginx-config.mjs --site 10.0.0.5:3000 --site 10.0.0.6:3000 --service 10.0.0.7:9528
import { parseArgs } from "node:util";
import { tierConfig } from "./tier-config.mjs";

/** Where the compose file's containers are, by name, and where the nginx image keeps its files. */
export const COMPOSE = {
  site: (n) => `share-web-${n}:3000`,
  service: (n) => `content-api-${n}:9528`,
  dir: "/var/cache/nginx/davmu",
  clientDir: "/srv/share-web/client",
  listen: "0.0.0.0:8080",
  innerListen: "0.0.0.0:8081",
};

/**
 * The config for the given processes: `site` and `service` addresses, or `sites` and `services`
 * counts of the compose file's containers (share-web-1…, content-api-1…).
 * @param {string[]} args
 */
export function configFromArgs(args) {
  const { values } = parseArgs({
    args,
    options: {
      sites: { type: "string" },
      services: { type: "string" },
      site: { type: "string", multiple: true },
      service: { type: "string", multiple: true },
      listen: { type: "string", default: COMPOSE.listen },
      inner: { type: "string", default: COMPOSE.innerListen },
      dir: { type: "string", default: COMPOSE.dir },
      "client-dir": { type: "string", default: COMPOSE.clientDir },
      workers: { type: "string", default: "auto" },
    },
  });
  const list = (given, count, name) => {
    if (given?.length) return given;
    const n = Number(count ?? 0);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name}s must be a whole number of 1 or more`);
    return Array.from({ length: n }, (_, i) => COMPOSE[name](i + 1));
  };
  return tierConfig({
    dir: values.dir,
    listen: values.listen,
    innerListen: values.inner,
    sitePorts: list(values.site, values.sites, "site"),
    servicePorts: list(values.service, values.services, "service"),
    workers: values.workers === "auto" ? "auto" : Number(values.workers),
    clientDir: values["client-dir"],
    accessLog: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.stdout.write(configFromArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`nginx-config: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
}
