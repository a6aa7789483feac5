import sanitizeHtml from "sanitize-html";

/** Elements that end a run of text: their words must not run into the next element's. */
const BREAKS = /<(\/?)(p|h[1-6]|li|br|figure|figcaption|blockquote|div|section|tr|td|th|hr)\b/gi;

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&amp;": "&",
};

/**
 * The words of an item's body, as search reads them: no tags, no attributes, blocks separated by a
 * space, white space collapsed. Kept beside the HTML when an item is written, so the index never
 * reads markup (an attribute's words are not the article's).
 */
export function bodyText(html: string): string {
  const text = sanitizeHtml(html.replace(BREAKS, " <$1$2"), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ["script", "style", "textarea", "option", "noscript"],
  });
  return text
    .replace(/&(lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/gu, " ")
    .trim();
}
