// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  DEVICE_ID_AUTH_KEY,
  DEVICE_META_KEY,
  detectDevice,
  getAuthDeviceId,
  getDeviceMeta,
} from "./device.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47";
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

describe("device", () => {
  it("detects iOS and Android with their versions", () => {
    expect(detectDevice(IPHONE)).toEqual({ device_type: "IOS", device_os: "iOS 17.4" });
    expect(detectDevice(PIXEL)).toEqual({ device_type: "Android", device_os: "Android 14" });
  });

  it("stores DEVICE_META once with a generated user_id that survives", () => {
    localStorage.clear();
    const first = getDeviceMeta(localStorage, PIXEL);
    expect(first.user_id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(localStorage.getItem(DEVICE_META_KEY) ?? "{}")).toEqual(first);
    expect(getDeviceMeta(localStorage, PIXEL).user_id).toBe(first.user_id);
  });

  it("keeps one DEVICE_ID_AUTH", () => {
    localStorage.clear();
    const id = getAuthDeviceId(localStorage);
    expect(localStorage.getItem(DEVICE_ID_AUTH_KEY)).toBe(id);
    expect(getAuthDeviceId(localStorage)).toBe(id);
  });
});
