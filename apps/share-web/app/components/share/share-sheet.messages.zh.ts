/** The share sheet's texts in Chinese: loaded with its code, at the tap on the share button. */
export const messages = {
  "shareSheet.title": "分享",
  "shareSheet.fromHere": "从 {time} 开始分享",
  "shareSheet.share": "分享链接",
  "shareSheet.copy": "复制链接",
  "shareSheet.copied": "链接已复制",
  "shareSheet.failed": "没能复制，请长按上面的链接复制",
  "shareSheet.close": "关闭",
  "shareSheet.link": "分享的链接",
} as const;

export type ShareSheetMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    shareSheet: typeof messages;
  }
}
