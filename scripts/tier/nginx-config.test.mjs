import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../stack.mjs";
import { configFromArgs } from "./nginx-config.mjs";

const compose = readFileSync(path.join(ROOT, "compose.yaml"), "utf8");
/** The compose file's services of one program: `share-web-1`, `share-web-2`… */
const containers = (program) =>
  [...compose.matchAll(new RegExp(`^  (${program}-\\d+):`, "gm"))].map((match) => match[1]);
const upstream = (config, name) =>
  /upstream (\S+) \{([^}]*)\}/g.exec(config.slice(config.indexOf(`upstream ${name}`)))?.[2];

describe("the nginx config of the compose file", () => {
  it("balances over exactly the site and service containers compose.yaml runs", () => {
    const args = /args: \{ SITES: (\d+), SERVICES: (\d+) \}/.exec(compose);
    expect(args, "compose.yaml builds nginx with SITES and SERVICES").not.toBeNull();
    const config = configFromArgs(["--sites", args[1], "--services", args[2]]);
    const servers = (name) =>
      [...(upstream(config, name) ?? "").matchAll(/server (\S+):\d+ /g)].map((m) => m[1]);
    expect(servers("share_web")).toEqual(containers("share-web"));
    expect(servers("content_api")).toEqual(containers("content-api"));
    // The site's containers reach the service through nginx's inner port on the compose network.
    expect(config).toContain("listen 0.0.0.0:8081 backlog=4096;");
    expect(compose).toContain("DAVMU_API_INNER_BASE: http://nginx:8081");
  });

  it("takes addresses of processes elsewhere, and refuses a count that is not one", () => {
    const config = configFromArgs(["--site", "10.0.0.5:3000", "--service", "10.0.0.7:9528"]);
    expect(config).toContain("server 10.0.0.5:3000 max_fails=0;");
    expect(config).toContain("server 10.0.0.7:9528 max_fails=0;");
    expect(() => configFromArgs(["--sites", "0", "--services", "1"])).toThrow(/--sites must be/);
  });
});
