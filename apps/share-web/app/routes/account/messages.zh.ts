/** The media account page's own texts in Chinese, the default locale. */
export const messages = {
  "account.followers": "粉丝",
  "account.works": "作品",
  "account.tabs": "按类型查看",
  "account.tab.all": "全部",
  "account.empty": "还没有发布内容",
  "account.more": "加载更多",
  "account.loading": "正在加载…",
  "account.end": "已经到底了",
  "account.failed": "加载失败，点击重试",
  "account.suggested": "推荐关注",
  "account.suggestedFollowers": "{n} 粉丝",
  "account.description": "{name}：{description}",
} as const;

export type AccountMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    account: typeof messages;
  }
}
