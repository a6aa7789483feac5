import { describe, expect, it } from "vitest";
import {
  DANMU_DENSITY_LEVELS,
  type DanmuDensity,
  danmuCap,
  LANE_HEIGHT,
  parseDanmuDensity,
} from "./danmu-density.ts";

const PHONE = { width: 390, height: 219 };
const PHONE_LANDSCAPE = { width: 844, height: 390 };
const DESKTOP = { width: 1280, height: 720 };

const cap = (size: { width: number; height: number }, density: DanmuDensity = "standard", more = {}) =>
  danmuCap({ ...size, density, reducedMotion: false, captionsShown: false, ...more });

describe("the danmu cap", () => {
  it("gives a small player fewer lanes and fewer danmu than a large one", () => {
    const phone = cap(PHONE);
    const landscape = cap(PHONE_LANDSCAPE);
    const desktop = cap(DESKTOP);
    expect(phone.lanes).toBeLessThan(landscape.lanes);
    expect(landscape.lanes).toBeLessThan(desktop.lanes);
    expect(phone.onScreen).toBeLessThan(landscape.onScreen);
    expect(landscape.onScreen).toBeLessThan(desktop.onScreen);
    expect(phone.perSecond).toBeLessThanOrEqual(landscape.perSecond);
    // A phone player keeps most of its picture clear at the default level.
    expect(phone.lanes * LANE_HEIGHT).toBeLessThanOrEqual(PHONE.height / 2);
    expect(phone.onScreen).toBeLessThanOrEqual(10);
  });

  it("scales every figure with the level, the middle one being half the picture", () => {
    for (const size of [PHONE, PHONE_LANDSCAPE, DESKTOP]) {
      const [sparse, standard, dense] = (["sparse", "standard", "dense"] as const).map((d) => cap(size, d));
      for (const key of ["lanes", "onScreen", "perSecond", "area", "listSize"] as const) {
        expect(sparse![key]).toBeLessThanOrEqual(standard![key]);
        expect(standard![key]).toBeLessThanOrEqual(dense![key]);
      }
      expect(sparse!.onScreen).toBeLessThan(dense!.onScreen);
      expect(standard!.area).toBeLessThanOrEqual(0.5);
      expect(dense!.area).toBeGreaterThan(0.9);
    }
  });

  it("gives top and bottom danmu half the picture each, so that they never meet", () => {
    for (const size of [PHONE, PHONE_LANDSCAPE, DESKTOP]) {
      for (const captionsShown of [false, true]) {
        const dense = cap(size, "dense", { captionsShown });
        expect(dense.fixedLanes).toBeLessThanOrEqual(dense.lanes);
        expect(2 * dense.fixedLanes * LANE_HEIGHT).toBeLessThanOrEqual(size.height - dense.clearBottom);
      }
    }
  });

  it("lets a desktop player at the dense level hold hundreds at once", () => {
    expect(cap(DESKTOP, "dense").onScreen).toBeGreaterThanOrEqual(200);
    // Enough starts a second to fill the screen within one crossing.
    const dense = cap(DESKTOP, "dense");
    expect(dense.perSecond * 7).toBeGreaterThanOrEqual(dense.onScreen);
  });

  it("keeps the captions' band clear: the lanes stop above it and bottom danmu move to the top", () => {
    for (const size of [PHONE, PHONE_LANDSCAPE, DESKTOP]) {
      for (const density of ["sparse", "standard", "dense"] as const) {
        const withCaptions = cap(size, density, { captionsShown: true });
        expect(withCaptions.bottom).toBe("top");
        expect(withCaptions.clearBottom).toBeGreaterThan(0);
        expect(withCaptions.lanes * LANE_HEIGHT).toBeLessThanOrEqual(size.height - withCaptions.clearBottom);
        expect(withCaptions.onScreen).toBeLessThanOrEqual(cap(size, density).onScreen);
      }
    }
    expect(cap(PHONE).bottom).toBe("bottom");
    expect(cap(PHONE).clearBottom).toBe(0);
  });

  it("caps the reduced-motion list by the level and the player's height", () => {
    const still = (size: { width: number; height: number }, density: DanmuDensity) =>
      cap(size, density, { reducedMotion: true }).listSize;
    expect(still(DESKTOP, "standard")).toBe(4);
    expect(still(DESKTOP, "sparse")).toBeLessThan(still(DESKTOP, "dense"));
    // A short player shows fewer lines than the level would: the list stays in its top half.
    expect(still({ width: 320, height: 120 }, "dense")).toBeLessThan(still(DESKTOP, "dense"));
    expect(still({ width: 0, height: 0 }, "dense")).toBe(1);
  });

  it("never gives less than one lane and one danmu, whatever the size", () => {
    const none = cap({ width: 0, height: 0 }, "sparse", { captionsShown: true });
    expect(none.lanes).toBe(1);
    expect(none.onScreen).toBe(1);
    expect(none.perSecond).toBe(1);
  });
});

describe("the density levels", () => {
  it("are listed in order with their labels, and only they are read back from storage", () => {
    expect(DANMU_DENSITY_LEVELS.map((l) => l.density)).toEqual(["sparse", "standard", "dense"]);
    expect(parseDanmuDensity("dense")).toBe("dense");
    expect(parseDanmuDensity("max")).toBeNull();
  });
});
