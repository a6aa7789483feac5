/**
 * The error screen's texts in Chinese: in the HTML of an error page, otherwise loaded with the error
 * screen's chunk after idle (docs/decisions/0061). The titles the page's head needs and the plain
 * last-resort screen's texts stay shared.
 */
export const messages = {
  "error.notFound.body": "链接可能已失效，或者内容已被删除。",
  "error.notFound.link": "返回首页",
  "error.badRequest.title": "链接不完整",
  "error.badRequest.body": "这个链接可能在复制或转发时被截断了，请检查后重新打开。",
  "error.unavailable.title": "内容暂时加载不出来",
  "error.unavailable.body": "网络或服务开了个小差，请稍后再试。",
  "error.retry": "重新加载",
  "error.unknownMiddleware": "未知的中间件",
} as const;

export type ErrorMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    errors: typeof messages;
  }
}
