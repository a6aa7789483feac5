import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium.ts";
import { SITE_ORIGIN } from "./support/ports.ts";

const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

/** Browser tests on phone profiles against both programs started from their built output. */
export default defineConfig({
  testDir: "tests",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
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
    { name: "iphone", use: { ...devices["iPhone 13"], ...chromium } },
    { name: "android", use: { ...devices["Pixel 7"], ...chromium } },
  ],
});
