/** The open-in-app dialogs' texts in Chinese: loaded with the bar's controller, after idle (docs/decisions/0061). */
export const messages = {
  "share.dialog.title": "提示",
  "share.dialog.body": "未能打开 App，是否前往下载页？",
  "share.dialog.bodyUntried": "这里无法直接打开 App，是否前往下载页？",
  "share.guide.title": "在浏览器中打开",
  "share.guide.step1": "点击右上角的 ···",
  "share.guide.step2": "选择「在浏览器打开」",
  "share.guide.body": "微信里的网页无法直接打开 App。在浏览器中打开本页后，再点「App 内打开」。",
  "share.guide.close": "知道了",
  "share.dialog.confirm": "立即前往",
  "share.dialog.cancel": "再考虑下",
} as const;

export type OpenAppMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    openApp: typeof messages;
  }
}
