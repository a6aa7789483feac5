/** A text cut into runs, each marked or not, from a search answer's `[start, end)` ranges. */
export type Run = { text: string; mark: boolean };

/**
 * The runs of `text` by `ranges` (UTF-16 offsets, in order, not overlapping, as the service sends
 * them). Ranges outside the text or out of order are skipped rather than trusted: the text is
 * always shown whole, as text.
 */
export function highlightRuns(text: string, ranges: readonly (readonly [number, number])[]): Run[] {
  const runs: Run[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) runs.push({ text: text.slice(at, start), mark: false });
    runs.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), mark: false });
  return runs;
}

/** Recent searches: the newest first, each once, at most `max`. */
export function rememberSearch(list: readonly string[], keyword: string, max = 10): string[] {
  const word = keyword.trim();
  if (!word) return [...list];
  return [word, ...list.filter((w) => w !== word)].slice(0, max);
}
