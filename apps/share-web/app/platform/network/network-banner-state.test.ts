import { describe, expect, it } from "vitest";
import { nextBanner } from "./network-banner-state.ts";
import { readOnline } from "./online-status.ts";

describe("network banner", () => {
  it("warns while offline and says so briefly when the network is back", () => {
    expect(nextBanner(true, true, "none")).toBe("none");
    expect(nextBanner(true, false, "none")).toBe("offline");
    expect(nextBanner(false, false, "offline")).toBe("offline");
    expect(nextBanner(false, true, "offline")).toBe("restored");
    expect(nextBanner(true, true, "restored")).toBe("restored");
  });

  it("counts as online where the browser cannot tell", () => {
    expect(readOnline(undefined)).toBe(true);
    expect(readOnline({ onLine: false })).toBe(false);
  });
});
