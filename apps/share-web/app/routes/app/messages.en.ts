import type { AppMessages } from "./messages.zh.ts";

/** The app page's own texts in English. */
export const messages: AppMessages = {
  "app.title": "Get the {name} app",
  "app.description": "{name}: {slogan}",
  "app.download": "Download the app",
  "app.ios.small": "Download on the",
  "app.android.small": "Get it for",
  "app.noStores": "No download address is published here yet: search for “{name}” in your phone's app store.",
  "app.keepReading": "Keep reading on the web",
};
