import { describe, expect, it } from "vitest";
import {
  clampZoom,
  containSize,
  isDoubleTap,
  MAX_SCALE,
  NO_ZOOM,
  panBy,
  pinchZoom,
  TAP_SCALE,
  toggleZoomAt,
  zoomAt,
  zoomTransform,
} from "./zoom-math.ts";

// A phone's frame, 390 × 400, showing a landscape picture 1080 × 720 drawn at 390 × 260.
const frame = { width: 390, height: 400 };
const content = containSize({ width: 1080, height: 720 }, frame);

describe("containSize", () => {
  it("draws the picture whole at its own aspect", () => {
    expect(content).toEqual({ width: 390, height: 260 });
    expect(containSize({ width: 720, height: 960 }, frame)).toEqual({ width: 300, height: 400 });
  });

  it("fills the frame when the picture's size is unknown", () => {
    expect(containSize({ width: 0, height: 0 }, frame)).toEqual(frame);
  });
});

describe("clampZoom", () => {
  it("keeps the scale between 1 and the maximum", () => {
    expect(clampZoom({ scale: 0.4, x: 0, y: 0 }, frame, content).scale).toBe(1);
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, frame, content).scale).toBe(MAX_SCALE);
    expect(clampZoom({ scale: Number.NaN, x: 0, y: 0 }, frame, content).scale).toBe(1);
  });

  it("keeps an unzoomed picture centred", () => {
    expect(clampZoom({ scale: 1, x: 50, y: -30 }, frame, content)).toEqual(NO_ZOOM);
  });

  it("lets a zoomed picture move only as far as it overhangs the frame", () => {
    // At 2×: 780 × 520 in 390 × 400, so 195 px either way across and 60 px up or down.
    expect(clampZoom({ scale: 2, x: 500, y: 500 }, frame, content)).toEqual({ scale: 2, x: 195, y: 60 });
    expect(clampZoom({ scale: 2, x: -500, y: -500 }, frame, content)).toEqual({ scale: 2, x: -195, y: -60 });
    expect(clampZoom({ scale: 2, x: 100, y: 20 }, frame, content)).toEqual({ scale: 2, x: 100, y: 20 });
  });

  it("keeps the picture centred on an axis where it is still smaller than the frame", () => {
    // At 1.5×: 390 × 260 becomes 585 × 390, still shorter than the 400 px frame.
    expect(clampZoom({ scale: 1.5, x: 0, y: 40 }, frame, content).y).toBe(0);
  });
});

describe("zoomAt and toggleZoomAt", () => {
  it("keeps the point under the tap where it was", () => {
    const at = { x: 60, y: 20 };
    const z = zoomAt(NO_ZOOM, 2, at, frame, content);
    // The picture's point under the tap, (60, 20) at scale 1, is drawn at at.x = x + 60 × 2.
    expect(z).toEqual({ scale: 2, x: -60, y: -20 });
  });

  it("zooms in at the tap and back out on the next double tap", () => {
    const inAt = toggleZoomAt(NO_ZOOM, { x: 0, y: 0 }, frame, content);
    expect(inAt).toEqual({ scale: TAP_SCALE, x: 0, y: 0 });
    expect(toggleZoomAt(inAt, { x: 100, y: 100 }, frame, content)).toEqual(NO_ZOOM);
  });

  it("does not pull an edge into the frame when zooming in near it", () => {
    const z = zoomAt(NO_ZOOM, 2, { x: 190, y: 0 }, frame, content);
    expect(z.x).toBe(-190);
    const corner = zoomAt(NO_ZOOM, 2, { x: -195, y: 200 }, frame, content);
    expect(corner).toEqual({ scale: 2, x: 195, y: -60 });
  });
});

describe("panBy", () => {
  it("moves a zoomed picture with the finger, up to its edges", () => {
    const z = { scale: 2, x: 0, y: 0 };
    expect(panBy(z, 40, -10, frame, content)).toEqual({ scale: 2, x: 40, y: -10 });
    expect(panBy(z, 1000, 1000, frame, content)).toEqual({ scale: 2, x: 195, y: 60 });
  });

  it("does not move a picture that is not zoomed", () => {
    expect(panBy(NO_ZOOM, 40, 40, frame, content)).toEqual(NO_ZOOM);
  });
});

describe("pinchZoom", () => {
  const from: [{ x: number; y: number }, { x: number; y: number }] = [
    { x: -50, y: 0 },
    { x: 50, y: 0 },
  ];

  it("scales with the distance between the fingers", () => {
    const z = pinchZoom(
      NO_ZOOM,
      from,
      [
        { x: -100, y: 0 },
        { x: 100, y: 0 },
      ],
      frame,
      content,
    );
    expect(z).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it("stops at the maximum and at the whole picture", () => {
    const wide = pinchZoom(
      NO_ZOOM,
      from,
      [
        { x: -1000, y: 0 },
        { x: 1000, y: 0 },
      ],
      frame,
      content,
    );
    expect(wide.scale).toBe(MAX_SCALE);
    const closed = pinchZoom(
      { scale: 2, x: 30, y: 0 },
      from,
      [
        { x: -5, y: 0 },
        { x: 5, y: 0 },
      ],
      frame,
      content,
    );
    expect(closed).toEqual(NO_ZOOM);
  });

  it("keeps the picture under the fingers as they spread off centre and move", () => {
    const offCentre: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 50, y: 0 },
      { x: 100, y: 0 },
    ];
    // The middle (75, 0) stays put while the fingers spread to twice the distance.
    const z = pinchZoom(
      NO_ZOOM,
      offCentre,
      [
        { x: 25, y: 0 },
        { x: 125, y: 0 },
      ],
      frame,
      content,
    );
    expect(z).toEqual({ scale: 2, x: -75, y: 0 });
    // Both fingers then move 20 px left: the picture follows.
    const moved = pinchZoom(
      NO_ZOOM,
      offCentre,
      [
        { x: 5, y: 0 },
        { x: 105, y: 0 },
      ],
      frame,
      content,
    );
    expect(moved.x).toBe(-95);
  });

  it("ignores two fingers on one spot", () => {
    const same: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ];
    expect(pinchZoom(NO_ZOOM, same, same, frame, content)).toEqual(NO_ZOOM);
  });
});

describe("isDoubleTap", () => {
  const first = { x: 100, y: 100, time: 1000 };

  it("is two taps close in time and place", () => {
    expect(isDoubleTap(first, { x: 110, y: 95, time: 1200 })).toBe(true);
  });

  it("is not a first tap, a slow second tap or one elsewhere", () => {
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { x: 100, y: 100, time: 1400 })).toBe(false);
    expect(isDoubleTap(first, { x: 180, y: 100, time: 1100 })).toBe(false);
    expect(isDoubleTap(first, { ...first })).toBe(false);
  });
});

describe("zoomTransform", () => {
  it("draws nothing for the whole picture and a translate and scale otherwise", () => {
    expect(zoomTransform(NO_ZOOM)).toBe("");
    expect(zoomTransform({ scale: 2, x: -60, y: 20 })).toBe("translate3d(-60.0px, 20.0px, 0) scale(2.000)");
  });
});
