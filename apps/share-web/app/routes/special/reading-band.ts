/** What an IntersectionObserver says of one heading: enough of an entry to follow it. */
type Observation = { target: { id: string }; isIntersecting: boolean };

/**
 * Follows which of the headings (ids, in page order) are in the reading band, across an observer's
 * callbacks, and tells the first of them, or undefined while none is. A callback holds only the
 * headings that changed, and a busy page can hand over several changes of one heading at once, in
 * the order they happened (in, then out again on a quick scroll): the last one says where it is.
 */
export function readingBand(ids: readonly string[]) {
  const inBand = new Set<string>();
  return (entries: readonly Observation[]): string | undefined => {
    for (const entry of entries) {
      if (entry.isIntersecting) inBand.add(entry.target.id);
      else inBand.delete(entry.target.id);
    }
    return ids.find((id) => inBand.has(id));
  };
}
