import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error plain ES module shared with npm start and the benchmarks
import { startStack } from "../../scripts/stack.mjs";
import { expect, test } from "../support/fixtures.ts";
import { afterIdle } from "../support/hold.ts";
import { E2E_API_PORT, E2E_WEB_PORT } from "../support/ports.ts";

test("by default the page never requests vConsole, and its first-load scripts hold none of it", async ({
  page,
}) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = response.text();
    // A chunk still arriving when the test ends can no longer be read: only those checked below matter.
    body.catch(() => {});
    scripts.push({ url: response.url(), body });
  });
  await page.goto("./");
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  await afterIdle(page);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script.url).not.toMatch(/vconsole/i);
    expect(await script.body).not.toContain("vc-switch");
  }
  await expect(page.getByText("vConsole", { exact: true })).toHaveCount(0);
});

test.describe("with DAVMU_SHOW_VCONSOLE=true", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the debug console loads, shows its button, and its command line runs code", async ({
    page,
  }, info) => {
    const offset = info.project.name === "iphone" ? 10 : 11;
    const dataDir = mkdtempSync(path.join(tmpdir(), "davmu-vconsole-"));
    const stack = await startStack({
      apiPort: E2E_API_PORT + offset,
      webPort: E2E_WEB_PORT + offset,
      dataDir,
      // No demo content: seeding would take the CPU from the tests running beside this one, and the
      // console needs none.
      demo: false,
      env: { DAVMU_SHOW_VCONSOLE: "true" },
    });
    try {
      const chunk = page.waitForRequest(/\/assets\/vconsole[^/]*\.js$/);
      await page.goto(`${stack.siteUrl}`);
      await chunk;
      await expect(page.getByText("vConsole", { exact: true })).toBeVisible();
      // The command line evaluates what the developer types: the policy of a debug site allows it.
      await page.getByText("vConsole", { exact: true }).click();
      const input = page.getByRole("textbox", { name: "command..." });
      await expect(input).toBeVisible();
      await input.fill("6 * 7 + '!'");
      await input.press("Enter");
      await expect(page.locator(".vc-log-row").filter({ hasText: "42!" }).first()).toBeVisible();
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
