import { describe, expect, it } from "vitest";
import { INITIAL_STATE, useGlobalStore } from "./store.ts";

describe("global store", () => {
  it("holds every global state name of spec §3 with its default", () => {
    expect(Object.keys(INITIAL_STATE).sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(useGlobalStore.getState().theme_color).toBe("#FF4A26");
  });
});
