/**
 * A comment section's texts in Chinese (docs/decisions/0052): loaded with the section's code once
 * the page is idle, which is when the section hydrates; the server has them all for its HTML.
 */
export const messages = {
  "comments.count": "{n}",
  "comments.sort": "排序",
  "comments.sort.new": "最新",
  "comments.sort.hot": "最热",
  "comments.empty": "还没有评论，来抢沙发吧",
  "comments.failed": "评论暂时加载不出来",
  "comments.retry": "重新加载",
  "comments.more": "查看更多评论",
  "comments.end": "没有更多评论了",
  "comments.replies": "共 {n} 条回复",
  "comments.replies.more": "展开更多回复",
  "comments.reply": "回复",
  "comments.replyTo": "回复 @{name}",
  "comments.like": "赞 {name} 的评论",
  "comments.review": "审核中，仅自己可见",
  "comments.sending": "发送中…",
  "comments.composer": "写评论",
  "comments.placeholder": "说说你的看法…",
  "comments.placeholder.login": "登录后参与评论",
  "comments.send": "发布",
  "comments.cancelReply": "取消回复",
  "comments.tooLong": "最多 {n} 字",
  "comments.error.rate": "发得太快了，请稍后再试",
  "comments.error.invalid": "评论内容不符合要求，请修改后再发",
  "comments.error.failed": "发送失败，请稍后再试",
  "comments.held": "评论已提交，审核通过后其他人可见",
} as const;
