import type { OpenAppMessages } from "./messages.zh.ts";

/** The open-in-app dialogs' texts in English: loaded with the bar's controller, after idle (docs/decisions/0061). */
export const messages: OpenAppMessages = {
  "share.dialog.title": "Notice",
  "share.dialog.body": "The app did not open. Go to the download page?",
  "share.dialog.bodyUntried": "The app cannot be opened from here. Go to the download page?",
  "share.guide.title": "Open in your browser",
  "share.guide.step1": "Tap ··· at the top right",
  "share.guide.step2": "Choose “Open in Browser”",
  "share.guide.body":
    "Pages inside WeChat cannot open apps. Open this page in your browser, then tap “Open in app”.",
  "share.guide.close": "Got it",
  "share.dialog.confirm": "Go now",
  "share.dialog.cancel": "Maybe later",
};
