/** The PC page's own texts in Chinese, the default locale. */
export const messages = {
  "platform.pc.title": "电脑版",
  "platform.pc.hint": "本站为手机设计，左侧是它在手机上的样子",
  "platform.pc.frameTitle": "手机上的页面",
  "platform.pc.scanTitle": "用手机扫码阅读",
  "platform.pc.scanBody": "打开微信或手机相机扫一扫，在手机上继续阅读，分享给好友也更方便。",
  "platform.pc.qrLabel": "本页的二维码",
  "platform.pc.open": "在新窗口打开手机版",
} as const;

export type PcMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    pc: typeof messages;
  }
}
