import os from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import {
  DATABASE_FREE_TESTS,
  SERVICE_TEST_ROOTS,
} from "./apps/content-api/src/testing/database-free-tests.ts";

const contentApi = {
  // The demo content's tests seed and read through the service: they share its set-up.
  include: SERVICE_TEST_ROOTS.map((root) => `${root}/**/*.test.ts`),
  environment: "node",
  setupFiles: ["apps/content-api/src/testing/test-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One module graph a worker rather than a file: each file imported the service and both drivers
  // afresh (about 0.7 s a file, 124 files a run). The setup file releases every database a file
  // made, and no file mocks a module or changes the environment (docs/decisions/0088).
  isolate: false,
} as const;

// Unit and service tests of every workspace; browser tests live in e2e/ and run under Playwright.
// The content service's tests run twice: on SQLite, and on a throw-away PostgreSQL server
// (docs/decisions/0038), skipped with the reason printed where PostgreSQL cannot be installed;
// the files that cannot open a database run on SQLite only (docs/decisions/0088).
// One worker per core, for all projects at once (they share the pool): Vitest's default leaves a
// core idle, which on a two-core machine halves the run (docs/decisions/0088).
export default defineConfig({
  test: {
    maxWorkers: os.availableParallelism(),
    reporters: ["default", "json"],
    outputFile: { json: "test-results/unit.json" },
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "packages/demo-content/**"],
          environment: "node",
        },
      },
      // The bench's own arithmetic (calibration, spreads, verdicts), not the bench itself.
      { test: { name: "bench", include: ["bench/lib/**/*.test.ts"], environment: "node" } },
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
          ...contentApi,
          globalSetup: ["apps/content-api/src/testing/sqlite-global-setup.ts"],
        },
      },
      {
        test: {
          name: "content-api-pg",
          ...contentApi,
          exclude: [...configDefaults.exclude, ...DATABASE_FREE_TESTS],
          globalSetup: ["apps/content-api/src/testing/postgres-global-setup.ts"],
          runner: "apps/content-api/src/testing/postgres-runner.ts",
        },
      },
      "apps/share-web/vitest.config.ts",
    ],
  },
});
