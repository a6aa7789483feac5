import type { shareMessages as zh } from "./share-messages.zh.ts";

/** The share button's and its sheet's texts in English. */
export const shareMessages: Record<keyof typeof zh, string> = {
  "shareSheet.open": "Share",
  "shareSheet.title": "Share",
  "shareSheet.fromHere": "Share from {time}",
  "shareSheet.share": "Share link",
  "shareSheet.copy": "Copy link",
  "shareSheet.copied": "Link copied",
  "shareSheet.failed": "Could not copy: press and hold the link above to copy it",
  "shareSheet.close": "Close",
  "shareSheet.link": "The shared link",
};
