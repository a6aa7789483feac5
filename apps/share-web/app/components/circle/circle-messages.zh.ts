/** The community screens' texts in Chinese, the default locale: each screen spreads them into its own. */
export const circleMessages = {
  "circle.members": "{n} 成员",
  "circle.posts": "{n} 帖子",
  "circle.owner": "圈主",
  "circle.ownedBy": "圈主 {name}",
  "circle.postsTitle": "最新动态",
  "circle.empty": "圈子里还没有动态",
  "circle.more": "加载更多",
  "circle.loading": "正在加载…",
  "circle.end": "没有更多了",
  "circle.failed": "加载失败，点击重试",
  "circle.likes": "{n} 赞",
  "circle.comments": "{n} 评论",
  "circle.likesLabel": "{n} 人点赞",
  "circle.commentsLabel": "{n} 条评论",
  "circle.pictures": "{n} 张图片",
  "circle.picture": "第 {n} 张，共 {count} 张",
  "circle.openPicture": "查看大图：第 {n} 张，共 {count} 张",
  "circle.from": "来自圈子",
  "circle.commentsTitle": "评论",
  "circle.commentsEmpty": "还没有评论，打开 App 抢沙发",
  "circle.commentsMore": "查看更多评论",
  "circle.commentsEnd": "已显示全部评论",
  "circle.joinInApp": "打开 App 参与讨论",
  "circle.topicPosts": "{n} 条讨论",
  "circle.topicAuthors": "{n} 人参与",
  "circle.topicTitle": "话题动态",
  "circle.topicEmpty": "这个话题还没有动态",
  "circle.post": "{name}的动态",
  "circle.viewerClose": "关闭",
} as const;

export type CircleMessages = Record<keyof typeof circleMessages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    circle: typeof circleMessages;
  }
}
