import { messages as catalogue } from "../catalogue/messages.en.ts";

/** A knowledge base page's texts in English: the catalogue's. */
export const messages = { ...catalogue } as const;
