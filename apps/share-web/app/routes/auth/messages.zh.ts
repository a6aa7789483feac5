/** The login page's own texts in Chinese, the default locale. */
export const messages = {
  "auth.title": "登录",
  "auth.heading": "手机号登录",
  "auth.lead": "登录后可以点赞、收藏、评论和关注喜欢的作者",
  "auth.phone": "手机号",
  "auth.phone.placeholder": "请输入手机号",
  "auth.code": "验证码",
  "auth.code.placeholder": "6 位验证码",
  "auth.send": "获取验证码",
  "auth.resend": "重新获取",
  "auth.wait": "{n} 秒后重新获取",
  "auth.sent": "验证码已发送至 {phone}，5 分钟内有效",
  "auth.submit": "登录",
  "auth.submitting": "正在登录…",
  "auth.note": "未注册的手机号验证后将自动创建账号",
  "auth.error.phone": "请输入正确的 11 位手机号",
  "auth.error.code": "请输入短信中的 6 位验证码",
  "auth.error.badCode": "验证码不正确或已失效，请重新获取",
  "auth.error.tooMany": "操作太频繁，请 {n} 秒后再试",
  "auth.error.tooManyLater": "操作太频繁，请稍后再试",
  "auth.error.unavailable": "短信暂时发不出去，请稍后再试",
  "auth.error.network": "网络不给力，请检查网络后重试",
  "auth.error.generic": "登录失败，请稍后再试",
  "auth.register": "注册并加入",
  "auth.registering": "正在注册…",
  "auth.registerNote": "注册即表示同意用户协议和隐私政策",
  "auth.error.registered": "这个手机号已经注册过了，请直接登录",
  "auth.error.inviteUsed": "这个邀请码已用完或已过期",
  "auth.signedIn": "已登录",
  "auth.logout": "退出登录",
  "auth.loggingOut": "正在退出…",
  "auth.back": "返回刚才的页面",
  "auth.home": "去首页看看",
} as const;

export type AuthMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    auth: typeof messages;
  }
}
