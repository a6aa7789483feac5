import { callPattern, type PathParamNames } from "./call.ts";
import { CALLS, type CallName, type Calls } from "./calls.ts";
import type { ServicePrefixes } from "./prefixes.ts";

type PathOf<P extends string> =
  PathParamNames<P> extends [] ? string : (...values: StringsFor<PathParamNames<P>>) => string;

type StringsFor<L extends string[]> = { [K in keyof L]: string } & string[];

export type ApiPaths = { [K in CallName]: PathOf<Calls[K]["path"]> };

/**
 * Every call's path under the configured prefixes, by name: a string, or a function of the path
 * parameters in order, put in as given (so `":id"` gives the route pattern back). For tests and
 * tools; the site's clients build their paths with callPath, which encodes the values.
 */
export function apiPaths(prefixes: ServicePrefixes): ApiPaths {
  const entries = Object.entries(CALLS).map(([name, call]) => {
    const pattern = callPattern(call, prefixes);
    if (!pattern.includes(":")) return [name, pattern];
    const fill = (...values: string[]) => {
      let index = 0;
      return pattern.replace(/:[A-Za-z_]+/g, () => values[index++] ?? "");
    };
    return [name, fill];
  });
  return Object.fromEntries(entries) as ApiPaths;
}
