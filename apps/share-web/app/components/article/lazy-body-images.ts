/**
 * Marks the body's images lazy (all but the first, which may be on the first screen). The HTML was
 * sanitised by the content service when it was written, so its img tags are well formed.
 */
export function lazyBodyImages(html: string): string {
  let seen = 0;
  return html.replace(/<img\b(?![^>]*\bloading=)/g, () => {
    seen += 1;
    return seen === 1 ? '<img decoding="async"' : '<img loading="lazy" decoding="async"';
  });
}
