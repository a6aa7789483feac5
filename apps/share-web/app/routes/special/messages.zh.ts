/** The special topic's own texts in Chinese, the default locale. */
export const messages = {
  "special.label": "专题",
  "special.nav": "专题栏目",
  "special.updated": "{date} 更新",
  "special.count": "共 {n} 篇",
  "special.sectionCount": "{n} 篇",
  "special.empty": "这个专题的内容正在整理中，过几天再来看看",
  "special.end": "专题内容已经看完了",
  "special.backToTop": "回到专题开头",
} as const;

export type SpecialMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    special: typeof messages;
  }
}
