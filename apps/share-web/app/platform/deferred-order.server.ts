import type { Deferred } from "./deferred.ts";
import type { DocumentContext } from "./document/document-context.ts";

/**
 * A page's deferred data in one fixed order: each value settles only after the one before it, and
 * the object's keys come in that same order. React Router's stream writes a deferred value when it
 * settles, and those already settled when the page is encoded in the order of the keys; with the two
 * orders the same, every render of a page is the same bytes whichever call answered first, so a
 * cache's copy carries the ETag the site gives (the cache tier's tests compare them).
 */
export function deferredInOrder<T extends Record<string, Promise<unknown>>>(values: T): T {
  const ordered: Record<string, Promise<unknown>> = {};
  let before: Promise<unknown> = Promise.resolve();
  for (const [key, value] of Object.entries(values)) {
    const settled = before.then(
      () => value,
      () => value,
    );
    ordered[key] = settled;
    before = settled;
  }
  return ordered as T;
}

/**
 * A page's deferred data as its request needs it:
 * - for a client-side navigation (the page's data), deferred in one order (`deferredInOrder`): the
 *   page shows at once and each value streams in once it has arrived;
 * - for a page's HTML, awaited. A public page is rendered whole, its HTML waiting for all its data
 *   anyway (docs/decisions/0028); values given to the router settled go out with the page in one
 *   piece, instead of each through a React Suspense boundary rendered twice and a chunk of the
 *   router's stream of its own (docs/decisions/0080: a tenth of an uncached render's work). A value
 *   that failed stays its rejected promise, for the page's `<Await>` to show as it always did.
 * Without a load context (the development server) the data is deferred.
 */
export async function deferredData<T extends Record<string, Promise<unknown>>>(
  context: DocumentContext | undefined,
  values: T,
): Promise<DeferredValues<T>> {
  if (!context?.documentRequest) return deferredInOrder(values) as DeferredValues<T>;
  const keys = Object.keys(values);
  const settled = await Promise.allSettled(keys.map((key) => values[key]));
  return Object.fromEntries(
    keys.map((key, i) => {
      const outcome = settled[i];
      return [key, outcome?.status === "fulfilled" ? outcome.value : values[key]];
    }),
  ) as DeferredValues<T>;
}

type DeferredValues<T extends Record<string, Promise<unknown>>> = { [K in keyof T]: Deferred<Awaited<T[K]>> };
