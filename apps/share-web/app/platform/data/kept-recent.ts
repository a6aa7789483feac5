import { json, kept } from "./kept.ts";

/** The most recent items' values, oldest first, newest last. */
export type RecentEntries<T> = [id: string, value: T][];

/**
 * `entries` with `id` set to `value` as the newest (null removes it), the oldest dropped beyond
 * `limit`. A new list: the one given is left as it was.
 */
export function putRecent<T>(
  entries: RecentEntries<T>,
  id: string,
  value: T | null,
  limit: number,
): RecentEntries<T> {
  const rest = entries.filter(([key]) => key !== id);
  if (value !== null) rest.push([id, value]);
  return rest.slice(Math.max(0, rest.length - limit));
}

/** A kept map of the most recent items: one value per item, read and written by the item's id. */
export type KeptRecent<T> = { get(id: string): T | null; set(id: string, value: T | null): void };

/**
 * Values of the `limit` most recent items kept in the browser under one key (a place per item
 * read or played), the oldest dropped when a new one comes. `parse` checks each value read back
 * (what an older release wrote may differ): one that fails is left out.
 */
export function keptRecent<T>(
  key: string,
  limit: number,
  parse: (value: unknown) => T | null,
): KeptRecent<T> {
  const store = kept<RecentEntries<T>>(
    "local",
    key,
    json((list) =>
      Array.isArray(list)
        ? list.flatMap((entry): RecentEntries<T> => {
            if (!Array.isArray(entry) || typeof entry[0] !== "string") return [];
            const value = parse(entry[1]);
            return value === null ? [] : [[entry[0], value]];
          })
        : null,
    ),
  );
  return {
    get: (id) => store.read()?.find(([key]) => key === id)?.[1] ?? null,
    set(id, value) {
      const entries = store.read() ?? [];
      if (value === null && !entries.some(([key]) => key === id)) return;
      const next = putRecent(entries, id, value, limit);
      store.write(next.length ? next : null);
    },
  };
}
