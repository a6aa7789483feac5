/** The app page's own texts in Chinese, the default locale. */
export const messages = {
  "app.title": "下载{name} App",
  "app.description": "{name}：{slogan}",
  "app.download": "下载 App",
  "app.ios.small": "下载于",
  "app.android.small": "下载",
  "app.noStores": "这里暂时还没有 App 的下载地址，可以在手机的应用商店搜索「{name}」。",
  "app.keepReading": "继续在网页上浏览",
} as const;

export type AppMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    app: typeof messages;
  }
}
