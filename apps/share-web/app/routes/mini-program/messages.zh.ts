/** The mini program page's own texts in Chinese, the default locale. */
export const messages = {
  "miniProgram.kind": "微信小程序",
  "miniProgram.open": "打开小程序",
  "miniProgram.openFailed": "没能打开小程序，请在微信里搜索「{name}」",
  "miniProgram.outsideTitle": "请在微信中打开",
  "miniProgram.outsideLead": "小程序只能在微信里使用，可以用下面任意一种方式打开：",
  "miniProgram.waySearch": "打开微信，在顶部搜索框搜索「{name}」",
  "miniProgram.wayScan": "用微信「扫一扫」扫描下方二维码",
  "miniProgram.wayScheme": "手机上装了微信？直接跳转到微信打开",
  "miniProgram.copy": "复制名称",
  "miniProgram.copied": "已复制「{name}」，去微信搜索吧",
  "miniProgram.copyFailed": "没能复制，请长按名称手动复制",
  "miniProgram.qr": "「{name}」页面的二维码",
  "miniProgram.preview": "小程序预览",
  "miniProgram.from": "由 {name} 提供",
} as const;

export type MiniProgramMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    miniProgram: typeof messages;
  }
}
