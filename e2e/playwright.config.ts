import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium.ts";
import { EACH_PHONE_GREP } from "./support/phones.ts";
import { SITE_ORIGIN } from "./support/ports.ts";

/**
 * Specs that run once the others are done, on one phone: those that hold the site to a
 * time (the outage page painted within a second), so the clock measures the site rather than a test
 * running beside it, and those that change what the others read (an editor takes a live room off
 * the air).
 */
const ALONE = /outage\.spec\.ts|live-review\.spec\.ts/;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

/** Browser tests on phone profiles against both programs started from their built output. */
export default defineConfig({
  testDir: "tests",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  // One per core. A third worker was measured (decision 0114): the gain did not hold from one run
  // to the next, and each test ran a third longer.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/results.json" }]],
  use: {
    baseURL: `${SITE_ORIGIN}/davmu/share/`,
    trace: "off",
    screenshot: "only-on-failure",
    // The site's service worker would answer asset requests that page.route could then not see;
    // its own spec allows it.
    serviceWorkers: "block",
  },
  projects: [
    { name: "iphone", testIgnore: ALONE, use: { ...devices["iPhone 13"], ...chromium } },
    // Only the tests whose checks depend on the phone run on both (support/phones.ts).
    {
      name: "android",
      testIgnore: ALONE,
      grep: EACH_PHONE_GREP,
      use: { ...devices["Pixel 7"], ...chromium },
    },
    {
      name: "iphone-alone",
      testMatch: ALONE,
      dependencies: ["iphone", "android"],
      workers: 1,
      use: { ...devices["iPhone 13"], ...chromium },
    },
  ],
});
