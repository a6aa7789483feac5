/** The knowledge catalogue's texts in Chinese (its page screen shows them too). */
export const messages = {
  "kb.contents": "目录",
  "kb.pages": "共 {n} 节",
  "kb.updated": "更新于 {date}",
  "kb.start": "开始阅读",
  "kb.breadcrumb": "所在位置",
  "kb.prev": "上一节",
  "kb.next": "下一节",
  "kb.pager": "章节导航",
  "kb.back": "返回目录",
  "kb.first": "已经是第一节",
  "kb.last": "已经是最后一节",
} as const;

export type CatalogueMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    catalogue: typeof messages;
  }
}
