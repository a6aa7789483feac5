/** The home's own texts in Chinese, the default locale. */
export const messages = {
  "home.tabs.label": "频道",
  "home.tabs.all": "推荐",
  "home.loadMore": "加载更多",
  "home.loading": "正在加载…",
  "home.end": "没有更多了",
  "home.loadFailed": "加载失败，点击重试",
  "home.empty": "这个频道还没有内容",
  "home.hot": "72小时热榜",
  "home.discover": "发现",
  "home.discover.list": "榜单",
  "home.discover.cards": "卡片",
  "home.discover.page": "专题页",
  "home.discover.count": "{n} 篇",
  "home.discover.topics": "话题",
  "home.discover.allTopics": "全部话题",
  "home.tabs.more": "全部频道",
} as const;

export type HomeMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    home: typeof messages;
  }
}
