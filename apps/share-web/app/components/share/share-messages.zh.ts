/**
 * The share button's and its sheet's texts in Chinese: the video and audio screens spread them into
 * their own messages (a page gets the texts of its screens' folders only, docs/decisions/0018).
 */
export const shareMessages = {
  "shareSheet.open": "分享",
  "shareSheet.title": "分享",
  "shareSheet.fromHere": "从 {time} 开始分享",
  "shareSheet.share": "分享链接",
  "shareSheet.copy": "复制链接",
  "shareSheet.copied": "链接已复制",
  "shareSheet.failed": "没能复制，请长按上面的链接复制",
  "shareSheet.close": "关闭",
  "shareSheet.link": "分享的链接",
} as const;
