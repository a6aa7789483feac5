const MAX_CHARS = 6;

/**
 * Short labels (spec §9): text longer than 6 characters becomes its first 6 characters and '...';
 * shorter text is unchanged; null or undefined → ''. Characters are Unicode code points, so a Chinese
 * character or an emoji outside the BMP is never cut in half (a multi-code-point emoji such as a flag
 * or a family still counts as several).
 */
export function substr6(text: string | null | undefined): string {
  if (text == null) return "";
  const chars = Array.from(text);
  return chars.length > MAX_CHARS ? `${chars.slice(0, MAX_CHARS).join("")}...` : text;
}
