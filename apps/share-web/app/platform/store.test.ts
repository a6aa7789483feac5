import { describe, expect, it } from "vitest";
import { INITIAL_STATE, useGlobalStore } from "./store.ts";

describe("global store", () => {
  it("holds every global state name of spec §3 with its default", () => {
    const specNames = [
      "appInfo",
      "dark",
      "token",
      "x_request_id",
      "userInfo",
      "theme_color",
      "wx_config",
      "SAFESAT",
      "SAFESAB",
      "commentTemp",
      "refreshing",
      "carouselCardActive",
      "homeTabsActive",
      "homeListScrollFar",
      "homeBannerUseInfo",
      "replyComment",
      "lbs_title",
      "ANONYMOUS_TOKEN",
      "call_app_option",
      "call_app_loading",
    ];
    const keys = Object.keys(INITIAL_STATE);
    expect(keys).toEqual(expect.arrayContaining(specNames));
    // Beyond the spec: where the item that plays stands, for the open-in-app target before it exists
    // (docs/decisions/0047), and the share card of what a page changed in place (the audio track).
    expect(keys.filter((key) => !specNames.includes(key))).toEqual(["call_app_resume", "share_override"]);
    expect(INITIAL_STATE.call_app_resume).toBeNull();
    expect(INITIAL_STATE.share_override).toBeNull();
    expect(useGlobalStore.getState().theme_color).toBe("#FF4A26");
  });
});
