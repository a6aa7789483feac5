/**
 * The share button's text in Chinese: the video and audio screens spread it into their own
 * messages (a page gets the texts of its screens' folders only, docs/decisions/0018); the sheet's
 * own texts come with its code (share-sheet.messages.*.ts).
 */
export const shareMessages = {
  "shareSheet.open": "分享",
} as const;
