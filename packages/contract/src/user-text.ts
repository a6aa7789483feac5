/**
 * What no text a person writes may hold, wherever the service keeps it (comments, danmu, live chat,
 * form answers, searches): control characters, line and paragraph separators, and the
 * bidirectional overrides and isolates that could make a line read as something else. One rule for
 * every user text of the contract; a comment alone may also hold line breaks.
 */
export const FORBIDDEN_IN_TEXT = /[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/u;

/** One line of text with none of FORBIDDEN_IN_TEXT. */
export function isCleanLine(text: string): boolean {
  return !FORBIDDEN_IN_TEXT.test(text);
}

/** Text that may run over lines (`\n` only), with nothing else of FORBIDDEN_IN_TEXT. */
export function isCleanText(text: string): boolean {
  return isCleanLine(text.replaceAll("\n", ""));
}

/** The words a schema gives for text that breaks the rule. */
export const UNCLEAN_LINE = "one line of text without control characters";
export const UNCLEAN_TEXT = "text without control characters";
