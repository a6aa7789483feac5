import { describe, expect, it } from "vitest";
import { swipeOutcome } from "./swipe.ts";

describe("swipeOutcome", () => {
  it("turns to the next card on a long drag left, the one before on a long drag right", () => {
    expect(swipeOutcome(-120, 340)).toBe("next");
    expect(swipeOutcome(120, 340)).toBe("prev");
  });

  it("keeps the card for a short drag, and asks at least 48 px of a narrow card", () => {
    expect(swipeOutcome(-60, 340)).toBe("stay");
    expect(swipeOutcome(40, 100)).toBe("stay");
    expect(swipeOutcome(-50, 100)).toBe("next");
  });
});
