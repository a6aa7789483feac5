import { messages as authMessages } from "../auth/messages.zh.ts";

/** The invitation page's texts in Chinese, the default locale, with the login page's (its form). */
export const messages = {
  ...authMessages,
  "invite.title": "邀请你加入{site}",
  "invite.description": "好友邀请你加入{site}：本地新闻、视频、音频和直播，一个 App 都能看。",
  "invite.heading": "好友邀请你加入",
  "invite.headingBy": "{name} 邀请你加入",
  "invite.code": "邀请码",
  "invite.checking": "正在确认邀请码…",
  "invite.unknown": "没有找到这个邀请码，请核对后重新输入",
  "invite.usedUp": "这个邀请码已用完或已过期，仍可以直接登录使用",
  "invite.failed": "邀请码暂时无法确认，仍可以继续注册",
  "invite.remaining": "还可邀请 {n} 人",
  "invite.expires": "{date} 前有效",
  "invite.offers": "加入后你可以",
  "invite.offer.news": "第一时间看本地要闻",
  "invite.offer.news.detail": "交通、教育、民生，身边的事不错过",
  "invite.offer.video": "刷视频、听节目",
  "invite.offer.video.detail": "短视频、纪录片和有声专辑随时看随时听",
  "invite.offer.live": "预约直播",
  "invite.offer.live.detail": "发布会、赛事和活动开播前提醒你",
  "invite.offer.social": "评论、收藏、关注",
  "invite.offer.social.detail": "和关注同一件事的人聊聊",
  "invite.form": "用手机号注册",
  "invite.login": "已有账号？直接登录",
  "invite.welcome": "欢迎加入{site}",
  "invite.welcomeBy": "你已通过 {name} 的邀请完成注册",
  "invite.start": "开始浏览",
  "invite.enter": "输入邀请码",
  "invite.enter.lead": "收到好友的邀请码？输入后注册即可加入。",
  "invite.enter.label": "邀请码",
  "invite.enter.placeholder": "例如 K7MPQ2XA",
  "invite.enter.submit": "下一步",
  "invite.enter.invalid": "邀请码是 4 到 16 位字母或数字",
  "invite.mine": "我的邀请",
  "invite.mine.lead": "把邀请链接发给好友，对方用手机号注册即可加入。",
  "invite.mine.code": "我的邀请码",
  "invite.mine.count": "已邀请 {n} 人",
  "invite.mine.copy": "复制邀请链接",
  "invite.mine.copied": "邀请链接已复制，发给好友吧",
  "invite.mine.copyFailed": "复制失败，请长按链接手动复制",
  "invite.mine.list": "通过我的邀请加入",
  "invite.mine.empty": "还没有人通过你的邀请加入",
  "invite.mine.more": "查看更多",
  "invite.mine.failed": "邀请记录暂时加载不出来",
  "invite.mine.retry": "重试",
  "invite.mine.joined": "{time}加入",
  "invite.alreadyIn": "你已登录，邀请码仅限新用户注册使用",
  "invite.share": "{name} 邀请你加入{site}",
} as const;

export type InviteMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    invite: typeof messages;
  }
}
