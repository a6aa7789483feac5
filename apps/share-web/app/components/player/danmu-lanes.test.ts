import type { Danmu } from "@davmu/contract/client";
import { describe, expect, it } from "vitest";
import { createLanes, DANMU_PER_SECOND } from "./danmu-lanes.ts";

const d = (i: number, mode: Danmu["mode"] = "scroll"): Danmu => ({
  id: `d${i}`,
  text: `line ${i}`,
  offset_ms: 0,
  colour: "#ffffff",
  mode,
});

describe("danmu lanes", () => {
  it("puts danmu that start together in different lanes", () => {
    const lanes = createLanes(4);
    const placed = [0, 1, 2].map((i) => lanes.place(d(i), 1, 80, 400));
    expect(placed.map((p) => p?.lane)).toEqual([0, 1, 2]);
  });
  it("drops what no lane can take instead of covering the picture", () => {
    const lanes = createLanes(2);
    expect(lanes.place(d(0), 1, 80, 400)).not.toBeNull();
    expect(lanes.place(d(1), 1, 80, 400)).not.toBeNull();
    expect(lanes.place(d(2), 1, 80, 400)).toBeNull();
  });
  it("reuses a lane once its last danmu has moved on", () => {
    const lanes = createLanes(1);
    lanes.place(d(0), 1, 80, 400);
    expect(lanes.place(d(1), 1.2, 80, 400)).toBeNull();
    expect(lanes.place(d(2), 6, 80, 400)?.lane).toBe(0);
  });
  it("caps how many start in one second", () => {
    const lanes = createLanes(50);
    const placed = Array.from({ length: 20 }, (_, i) => lanes.place(d(i, "top"), 3.5, 40, 400));
    expect(placed.filter(Boolean)).toHaveLength(DANMU_PER_SECOND);
  });
  it("starts empty after a seek", () => {
    const lanes = createLanes(1);
    lanes.place(d(0), 1, 80, 400);
    lanes.reset();
    expect(lanes.place(d(1), 1.1, 80, 400)?.lane).toBe(0);
  });
});
