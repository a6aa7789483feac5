// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { type AMapApi, loadAMap } from "./amap-loader.ts";

const CREDENTIALS = { key: "k3y0123", securityJsCode: "c0de" };
/** A page of its own per test: the loader keeps one load per window. */
const newWindow = () => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  return frame.contentWindow!;
};
const scripts = (win: Window) => [...win.document.querySelectorAll("script")];
const fakeAMap = {} as AMapApi;

describe("loadAMap", () => {
  it("requests nothing without a key or a security code", async () => {
    const win = newWindow();
    await expect(loadAMap({ key: "", securityJsCode: "c0de" }, win)).rejects.toThrow("not configured");
    await expect(loadAMap({ key: "k3y", securityJsCode: "" }, win)).rejects.toThrow("not configured");
    expect(scripts(win)).toHaveLength(0);
    expect((win as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig).toBeUndefined();
  });

  it("sets the security code before adding the script, once however often it is asked for", async () => {
    const win = newWindow();
    const first = loadAMap(CREDENTIALS, win);
    const second = loadAMap(CREDENTIALS, win);
    expect(second).toBe(first);
    expect((win as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig).toEqual({
      securityJsCode: "c0de",
    });
    const [script, ...more] = scripts(win);
    expect(more).toHaveLength(0);
    expect(script!.src).toBe("https://webapi.amap.com/maps?v=2.0&key=k3y0123");
    (win as { AMap?: AMapApi }).AMap = fakeAMap;
    script!.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBe(fakeAMap);
    // Loaded: no second script.
    await expect(loadAMap(CREDENTIALS, win)).resolves.toBe(fakeAMap);
    expect(scripts(win)).toHaveLength(1);
  });

  it("fails when the script fails or defines no AMap, and can be tried again", async () => {
    const win = newWindow();
    const failed = loadAMap(CREDENTIALS, win);
    scripts(win)[0]!.dispatchEvent(new Event("error"));
    await expect(failed).rejects.toThrow("could not be loaded");
    expect(scripts(win)).toHaveLength(0);
    const empty = loadAMap(CREDENTIALS, win);
    scripts(win)[0]!.dispatchEvent(new Event("load"));
    await expect(empty).rejects.toThrow("without defining AMap");
    const again = loadAMap(CREDENTIALS, win);
    expect(scripts(win)).toHaveLength(1);
    (win as { AMap?: AMapApi }).AMap = fakeAMap;
    scripts(win)[0]!.dispatchEvent(new Event("load"));
    await expect(again).resolves.toBe(fakeAMap);
  });
});
