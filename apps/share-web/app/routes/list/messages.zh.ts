/** The curated list's own texts in Chinese, the default locale. */
export const messages = {
  "list.label": "精选清单",
  "list.count": "共 {n} 篇",
  "list.updated": "{date} 更新",
  "list.items": "清单内容",
  "list.more": "加载更多",
  "list.loading": "正在加载…",
  "list.end": "清单已经到底了",
  "list.failed": "加载失败，点击重试",
  "list.empty": "这份清单还是空的，编辑正在挑选内容",
  "list.asCards": "卡片浏览",
} as const;

export type ListMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    list: typeof messages;
  }
}
