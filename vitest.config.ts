import { defineConfig } from "vitest/config";

// Unit and service tests of every workspace; browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/unit.json" },
    projects: [
      { test: { name: "packages", include: ["packages/*/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "scripts",
          include: ["scripts/**/*.test.mjs"],
          exclude: ["scripts/**/*.tier.test.mjs"],
          environment: "node",
        },
      },
      // The cache tier from the built programs (npm run test:tier builds first).
      {
        test: {
          name: "tier",
          include: ["scripts/**/*.tier.test.mjs"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "content-api",
          include: ["apps/content-api/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/share-web/vitest.config.ts",
    ],
  },
});
