import { describe, expect, it } from "vitest";
import { clockText, positionAt, positionForKey, SEEK_STEP, SKIP_STEP } from "./seek-math.ts";

describe("positionAt", () => {
  it("maps the pointer along the bar to the position, held to the bar's ends", () => {
    expect(positionAt(150, 100, 200, 60)).toBe(15);
    expect(positionAt(50, 100, 200, 60)).toBe(0);
    expect(positionAt(400, 100, 200, 60)).toBe(60);
  });

  it("is 0 while the bar or the length is not known", () => {
    expect(positionAt(150, 100, 0, 60)).toBe(0);
    expect(positionAt(150, 100, 200, Number.NaN)).toBe(0);
  });
});

describe("positionForKey", () => {
  it("moves by the step with the arrows and by the skip with the page keys", () => {
    expect(positionForKey("ArrowRight", 10, 60)).toBe(10 + SEEK_STEP);
    expect(positionForKey("ArrowUp", 10, 60)).toBe(10 + SEEK_STEP);
    expect(positionForKey("ArrowLeft", 10, 60)).toBe(10 - SEEK_STEP);
    expect(positionForKey("ArrowDown", 10, 60)).toBe(10 - SEEK_STEP);
    expect(positionForKey("PageUp", 10, 60)).toBe(10 + SKIP_STEP);
    expect(positionForKey("PageDown", 20, 60)).toBe(20 - SKIP_STEP);
  });

  it("goes to the ends with Home and End and never past them", () => {
    expect(positionForKey("Home", 30, 60)).toBe(0);
    expect(positionForKey("End", 30, 60)).toBe(60);
    expect(positionForKey("ArrowRight", 58, 60)).toBe(60);
    expect(positionForKey("PageDown", 3, 60)).toBe(0);
  });

  it("leaves other keys to the page", () => {
    expect(positionForKey("Tab", 10, 60)).toBeNull();
    expect(positionForKey(" ", 10, 60)).toBeNull();
  });
});

describe("clockText", () => {
  it("shows a position as m:ss and 0:00 for a length not known yet", () => {
    expect(clockText(75.6)).toBe("1:15");
    expect(clockText(3725)).toBe("1:02:05");
    expect(clockText(Number.NaN)).toBe("0:00");
    expect(clockText(Number.POSITIVE_INFINITY)).toBe("0:00");
  });
});
