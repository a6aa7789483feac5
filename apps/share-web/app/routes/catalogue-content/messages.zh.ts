import { messages as catalogue } from "../catalogue/messages.zh.ts";

/** A knowledge base page's texts in Chinese: the catalogue's. */
export const messages = { ...catalogue } as const;
