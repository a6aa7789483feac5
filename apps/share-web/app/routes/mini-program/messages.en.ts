import type { MiniProgramMessages } from "./messages.zh.ts";

/** The mini program page's own texts in English. */
export const messages: MiniProgramMessages = {
  "miniProgram.kind": "WeChat mini program",
  "miniProgram.open": "Open the mini program",
  "miniProgram.openFailed": "The mini program did not open: search for “{name}” in WeChat",
  "miniProgram.outsideTitle": "Open it in WeChat",
  "miniProgram.outsideLead": "Mini programs run inside WeChat only. Any of these opens it:",
  "miniProgram.waySearch": "Open WeChat and search for “{name}” in the search box at the top",
  "miniProgram.wayScan": "Scan the QR code below with WeChat's Scan",
  "miniProgram.wayScheme": "WeChat on this phone? Go straight to WeChat",
  "miniProgram.copy": "Copy name",
  "miniProgram.copied": "“{name}” copied: search for it in WeChat",
  "miniProgram.copyFailed": "Could not copy: press and hold the name to copy it",
  "miniProgram.qr": "QR code of the “{name}” page",
  "miniProgram.preview": "Mini program preview",
  "miniProgram.from": "By {name}",
};
