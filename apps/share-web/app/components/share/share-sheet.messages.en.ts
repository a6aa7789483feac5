import type { ShareSheetMessages } from "./share-sheet.messages.zh.ts";

/** The share sheet's texts in English. */
export const messages: ShareSheetMessages = {
  "shareSheet.title": "Share",
  "shareSheet.fromHere": "Share from {time}",
  "shareSheet.share": "Share link",
  "shareSheet.copy": "Copy link",
  "shareSheet.copied": "Link copied",
  "shareSheet.failed": "Could not copy: press and hold the link above to copy it",
  "shareSheet.close": "Close",
  "shareSheet.link": "The shared link",
};
