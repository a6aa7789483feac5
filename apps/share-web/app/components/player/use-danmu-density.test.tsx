// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh module each time: the level is read from storage once per page. */
const load = async () => {
  vi.resetModules();
  return import("./use-danmu-density.ts");
};

describe("the danmu density setting", () => {
  afterEach(() => localStorage.clear());

  it("is the middle level until chosen, then kept for the next visit", async () => {
    const { useDanmuDensity, DANMU_DENSITY_KEY } = await load();
    const { result } = renderHook(() => useDanmuDensity());
    expect(result.current.density).toBe("standard");
    act(() => result.current.setDensity("sparse"));
    expect(result.current.density).toBe("sparse");
    expect(localStorage.getItem(DANMU_DENSITY_KEY)).toBe("sparse");
    const next = await load();
    expect(renderHook(() => next.useDanmuDensity()).result.current.density).toBe("sparse");
  });

  it("is shared by every player on the page", async () => {
    const { useDanmuDensity } = await load();
    const first = renderHook(() => useDanmuDensity());
    const second = renderHook(() => useDanmuDensity());
    act(() => first.result.current.setDensity("dense"));
    expect(second.result.current.density).toBe("dense");
  });

  it("ignores a stored value that is not a level, and renders the default on the server", async () => {
    localStorage.setItem("davmu.danmuDensity", "max");
    const { useDanmuDensity } = await load();
    expect(renderHook(() => useDanmuDensity()).result.current.density).toBe("standard");
    localStorage.setItem("davmu.danmuDensity", "dense");
    const server = await load();
    const Shows = () => <i>{server.useDanmuDensity().density}</i>;
    expect(renderToString(<Shows />)).toContain("standard");
  });
});
