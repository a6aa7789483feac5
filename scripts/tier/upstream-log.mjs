// The tier's upstream.log: one line per request that reached a site or content-service process.
import { readFileSync } from "node:fs";

/** How many requests for `pathAndQuery` reached a process behind the tier, by its upstream log. */
export function originRequests(upstreamLog, pathAndQuery) {
  let log = "";
  try {
    log = readFileSync(upstreamLog, "utf8");
  } catch {
    return 0;
  }
  const marker = `"GET ${pathAndQuery} HTTP/`;
  return log.split("\n").filter((line) => line.includes(marker)).length;
}
