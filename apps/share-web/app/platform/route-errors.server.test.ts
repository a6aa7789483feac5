import { describe, expect, it, vi } from "vitest";
import { getServerConfig } from "./config.server.ts";
import { HttpError } from "./http/http-error.ts";
import { errorCache, publicPageCache, toRouteError } from "./route-errors.server.ts";

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

describe("a failed call as the page's answer", () => {
  const statusOf = (error: unknown) => {
    try {
      toRouteError(error);
    } catch (thrown) {
      return (thrown as { init?: { status?: number } }).init?.status;
    }
  };

  it("is a 404 for a missing item, said nowhere, and a 503 for a service that did not answer, said in the log", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(statusOf(new HttpError("http", 404, "not found"))).toBe(404);
      expect(log).not.toHaveBeenCalled();
      expect(statusOf(new HttpError("timeout", 504, "request timed out: /peony/v1/content"))).toBe(503);
      expect(log).toHaveBeenCalledWith(
        "[site] answered 503: timeout 504: request timed out: /peony/v1/content",
      );
    } finally {
      log.mockRestore();
    }
  });

  it("passes on what is not a failed call", () => {
    const error = new TypeError("bug");
    expect(() => toRouteError(error)).toThrow(error);
  });
});
