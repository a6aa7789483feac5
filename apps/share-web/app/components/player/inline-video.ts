/**
 * What keeps a `<video>` in the page, under the site's own controls and danmu, rather than in the
 * platform's full-screen player:
 * - `playsinline`, and `webkit-playsinline` for older iOS and iOS WeChat;
 * - `x5-playsinline`, and X5's same-layer player (`x5-video-player-type`), for WeChat and QQ on
 *   Android, whose X5 webview otherwise lifts a playing video above every element of the page
 *   (https://nanmu.me/zh-cn/posts/2020/strange-html-video-tag-behavior-in-wechat): `h5-page`
 *   keeps it in the page's layer, so the danmu and controls stay above it;
 * - `x5-video-orientation`: the way the picture stands, for X5's own full screen.
 */
export function inlineVideoAttributes(orientation: "landscape" | "portrait") {
  return {
    playsInline: true,
    "webkit-playsinline": "true",
    "x5-playsinline": "true",
    "x5-video-player-type": "h5-page",
    "x5-video-orientation": orientation,
  } as const;
}
