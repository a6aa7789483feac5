import { describe, expect, it } from "vitest";
import { getServerConfig } from "./config.server.ts";
import { errorCache, publicPageCache } from "./route-errors.server.ts";

describe("how long caches may keep a page", () => {
  it("lets a shared cache keep a page for its own time, serve it stale while it refreshes, and through an outage", () => {
    expect(publicPageCache(60, 300, undefined)).toBe(
      "public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400",
    );
  });

  it("takes the configured shared lifetime instead, and browsers keep the page no longer than that", () => {
    const configured = getServerConfig({ DAVMU_PAGE_SHARED_MAX_AGE: "5" }).DAVMU_PAGE_SHARED_MAX_AGE;
    expect(publicPageCache(60, 300, configured)).toBe(
      "public, max-age=5, s-maxage=5, stale-while-revalidate=600, stale-if-error=86400",
    );
    expect(publicPageCache(60, 300, 3600)).toMatch(/^public, max-age=60, s-maxage=3600,/);
  });

  it("refuses a shared lifetime that is not a number of seconds", () => {
    expect(() => getServerConfig({ DAVMU_PAGE_SHARED_MAX_AGE: "soon" })).toThrow(/DAVMU_PAGE_SHARED_MAX_AGE/);
    expect(() => getServerConfig({ DAVMU_PAGE_SHARED_MAX_AGE: "0" })).toThrow(/DAVMU_PAGE_SHARED_MAX_AGE/);
  });

  it("keeps a missing page briefly and an outage never", () => {
    expect(errorCache(404)).toBe("public, max-age=60");
    expect(errorCache(503)).toBe("no-store");
  });
});
