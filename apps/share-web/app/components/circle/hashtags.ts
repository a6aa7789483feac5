export type TextPart = { kind: "text"; text: string } | { kind: "tag"; text: string; name: string };

/** `#name#` as the app writes a topic into a post: no spaces, at most 20 characters. */
const HASHTAG = /#([^#\s]{1,20})#/g;

/** A post's text as runs of plain text and hashtags, in order; joined, the parts are the text. */
export function splitHashtags(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push({ kind: "tag", text: match[0], name: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
