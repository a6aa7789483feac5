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
