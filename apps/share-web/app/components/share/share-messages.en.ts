import type { shareMessages as zh } from "./share-messages.zh.ts";

/** The share button's text in English. */
export const shareMessages: Record<keyof typeof zh, string> = {
  "shareSheet.open": "Share",
};
