/**
 * A chunk of a part that comes after idle, together with that part's texts in the page's locale
 * (`loadLaterPart`, load-messages.ts, a chunk of its own). The server has every text already.
 */
export function withLaterTexts<T>(name: string, chunk: Promise<T>): Promise<T> {
  if (import.meta.env.SSR) return chunk;
  const texts = import("./load-messages.ts").then((m) => m.loadLaterPart(name));
  return Promise.all([chunk, texts]).then(([loaded]) => loaded);
}
