import { browserStorage } from "../browser-storage.ts";

/** How a kept value is written as text and read back (null: not a value of this kind). */
export type KeptCodec<T> = { decode: (text: string) => T | null; encode: (value: T) => string };

/** A kept value: read (null when absent, unreadable or without storage) and written (null removes it). */
export type Kept<T> = { read(): T | null; write(value: T | null): void };

/** JSON, with `parse` checking what was read (a stored value from an older release may differ). */
export function json<T>(parse: (value: unknown) => T | null): KeptCodec<T> {
  return {
    decode(text) {
      try {
        return parse(JSON.parse(text));
      } catch {
        return null;
      }
    },
    encode: (value) => JSON.stringify(value),
  };
}

/**
 * A value the browser keeps for the visitor, never sent anywhere: in local storage across visits,
 * or in session storage for this tab (a draft kept through the trip to /auth). Without storage,
 * or when it is full, nothing is kept and nothing fails: the value lasts as long as the page.
 */
export function kept<T>(area: "local" | "session", key: string, codec: KeptCodec<T>): Kept<T> {
  return {
    read() {
      const text = browserStorage(area)?.getItem(key);
      return text == null ? null : codec.decode(text);
    },
    write(value) {
      try {
        if (value === null) browserStorage(area)?.removeItem(key);
        else browserStorage(area)?.setItem(key, codec.encode(value));
      } catch {
        // Full or refused: the value holds for this page.
      }
    },
  };
}
