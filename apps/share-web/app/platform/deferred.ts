/**
 * A page's value that a loader may give settled or still to come (deferred-order.server.ts): the
 * page's `<Await>` renders either.
 */
export type Deferred<T> = T | Promise<T>;
