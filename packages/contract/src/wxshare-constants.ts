/** Plain values of WeChat sharing, free of zod so the browser can use them. */

/** The JS-SDK interfaces and open tags the site asks WeChat for. */
export const WX_JS_API_LIST = [
  "updateAppMessageShareData",
  "updateTimelineShareData",
  "chooseImage",
] as const;
export const WX_OPEN_TAG_LIST = ["wx-open-launch-app", "wx-open-launch-weapp"] as const;
