import type { PcMessages } from "./messages.zh.ts";

/** The PC page's own texts in English. */
export const messages: PcMessages = {
  "platform.pc.title": "Desktop view",
  "platform.pc.hint": "This site is made for phones: on the left, the page as a phone shows it",
  "platform.pc.frameTitle": "The page on a phone",
  "platform.pc.scanTitle": "Scan to read on your phone",
  "platform.pc.scanBody":
    "Scan with WeChat or your phone's camera to carry on reading on your phone and share it with friends.",
  "platform.pc.qrLabel": "QR code of this page",
  "platform.pc.open": "Open in a new tab",
};
