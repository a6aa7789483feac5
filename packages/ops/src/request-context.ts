import { AsyncLocalStorage } from "node:async_hooks";

/** What the work done for one request knows of it wherever it runs: the id its log line has. */
export type RequestContext = { requestId: string };

/**
 * One store for the process, kept on the global object: the site's server and its pages are two
 * bundles, each with its own copy of this module, and both must see the request the server began.
 */
const KEY = Symbol.for("davmu.ops.request-context");
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> };
holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
const store = holder[KEY];

/** Runs `work` (and everything it starts) as part of the request `context`. */
export function inRequest<T>(context: RequestContext, work: () => T): T {
  return store.run(context, work);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}
