import type { zhCN } from "./zh-cn.ts";

/**
 * Every module of texts registers its keys here, by name (declaration merging): a screen's
 * messages.zh.ts, and each part's that loads its texts after idle. A new screen's texts are known
 * without editing this file.
 */
export interface MessageRegistry {
  shared: typeof zhCN;
}

/** Every text key: the shared ones and those of every registered module. */
export type MessageKey = { [K in keyof MessageRegistry]: keyof MessageRegistry[K] }[keyof MessageRegistry];

export type Messages = Partial<Record<MessageKey, string>>;

/**
 * The texts loaded so far, per locale code. The server holds every locale; a page in the browser
 * holds only its own locale's shared texts and those of the screens it has shown (load-messages.ts).
 */
const CATALOG: Record<string, Messages> = {};

/** The same texts by part (`shared.zh`, `article.en`), as they were added. */
const PARTS = new Map<string, Messages>();

export function addMessages(code: string, part: string, messages: Messages): void {
  CATALOG[code] = { ...CATALOG[code], ...messages };
  PARTS.set(part, messages);
}

export function messagesOfPart(part: string): Messages | undefined {
  return PARTS.get(part);
}

export function lookupMessage(code: string, key: MessageKey): string | undefined {
  return CATALOG[code]?.[key];
}
