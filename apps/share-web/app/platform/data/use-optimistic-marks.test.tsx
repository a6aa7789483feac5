// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useOptimisticMarks } from "./use-optimistic-marks.ts";

describe("marks set with a tap", () => {
  it("show at once, then take the service's answer", async () => {
    const { result } = renderHook(() => useOptimisticMarks<string>());
    const shown: string[] = [];
    await act(async () => {
      const ok = await result.current.mark("like", {
        show: () => shown.push("on"),
        send: async () => 12,
        settle: (count) => shown.push(`answered ${count}`),
        undo: () => shown.push("undone"),
      });
      expect(ok).toBe(true);
    });
    expect(shown).toEqual(["on", "answered 12"]);
  });

  it("go back as they were when the call fails, and a tap while one is on its way is ignored", async () => {
    const { result } = renderHook(() => useOptimisticMarks<string>());
    const shown: string[] = [];
    let fail: (error: Error) => void = () => {};
    const send = () =>
      new Promise<number>((_, reject) => {
        fail = reject;
      });
    const first = result.current.mark("like", {
      show: () => shown.push("on"),
      send,
      settle: () => shown.push("answered"),
      undo: () => shown.push("undone"),
    });
    const second = await result.current.mark("like", {
      show: () => shown.push("off"),
      send,
      settle: () => shown.push("answered"),
      undo: () => shown.push("undone"),
    });
    expect(second).toBe(false);
    fail(new Error("down"));
    expect(await first).toBe(false);
    expect(shown).toEqual(["on", "undone"]);
  });

  it("tell a read begun before a tap that it is older than what is shown", async () => {
    const { result } = renderHook(() => useOptimisticMarks<string>());
    const before = result.current.stamp();
    expect(result.current.changedSince(before)).toBe(false);
    await result.current.mark("collect", { show() {}, send: async () => 1, settle() {}, undo() {} });
    expect(result.current.changedSince(before)).toBe(true);
  });
});
