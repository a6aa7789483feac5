import { loadSpecial } from "../special/loader.server.ts";
import type { Route } from "./+types/route";

/**
 * `/special/{id?}/{index}` (spec §2): the special topic's screen under its short path. Its canonical
 * address is the content path (`/{actor}/special/...`), which the loader names.
 */
export { default, headers, links, meta } from "../special/route.tsx";

export function loader(args: Route.LoaderArgs) {
  return loadSpecial(args, "short");
}
