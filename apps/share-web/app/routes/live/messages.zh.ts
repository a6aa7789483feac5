import { messages as video } from "../video/messages.zh.ts";

/** The live room's own texts in Chinese, the default locale, with the player's. */
export const messages = {
  ...video,
  "live.status.notStarted": "预告",
  "live.status.live": "直播中",
  "live.status.ended": "已结束",
  "live.status.review": "审核中",
  "live.card.notStarted": "【预告】",
  "live.card.live": "【直播中】",
  "live.card.ended": "【回放】",
  "live.card.review": "",
  "live.online": "{n} 人在看",
  "live.views": "{n} 人看过",
  "live.startsAt": "{month}月{day}日 {time} 开播",
  "live.countdownLabel": "距离开播还有",
  "live.countdownDays": "天",
  "live.countdownHours": "时",
  "live.countdownMinutes": "分",
  "live.countdownSeconds": "秒",
  "live.countdownText": "{days}天 {hours}:{minutes}:{seconds}",
  "live.countdownLeft": "{label} {days} 天 {hours} 小时 {minutes} 分钟",
  "live.starting": "直播马上开始…",
  "live.notice": "预告片",
  "live.noSignal": "主播正在赶来，信号接通后自动播放",
  "live.endedTitle": "直播已结束",
  "live.endedReplay": "可以观看回放",
  "live.endedNoReplay": "本场直播暂无回放",
  "live.reviewTitle": "直播审核中",
  "live.reviewText": "审核通过后即可观看，请稍后再来",
  "live.badge": "直播",
  "live.tabs": "直播栏目",
  "live.intro": "简介",
  "live.playlist": "回放",
  "live.playlistEmpty": "暂无回放",
  "live.playing": "正在播放",
  "live.link": "打开链接",
  "live.disclaimer": "免责声明",
  "live.chat": "直播聊天",
  "live.chatEmpty": "还没有人发言，来说第一句吧",
  "live.chatHeld": "审核中，仅自己可见",
  "live.chatPlaceholder": "说点什么…",
  "live.chatLogin": "登录后参与聊天",
  "live.chatSend": "发送",
  "live.chatMe": "我",
  "live.chatRate": "发得太快了，请稍后再试",
  "live.chatClosed": "聊天已关闭",
  "live.chatFailed": "发送失败，请稍后再试",
  "live.like": "点赞，已有 {n} 个赞",
  "live.likeMine": "点赞，已有 {n} 个赞，其中 {mine} 个是你点的",
  "live.book": "预约直播",
  "live.booked": "已预约",
  "live.bookFailed": "预约没有成功，请稍后再试",
  "live.calendar": "添加到日历",
  "live.posts": "直播动态",
  "live.postsEmpty": "直播开始后，最新动态会出现在这里",
  "live.postsNew": "{n} 条新动态",
  "live.postTime": "{time}",
} as const;

export type LiveMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    live: typeof messages;
  }
}
