import { expect, type Page } from "@playwright/test";
import { hydrated } from "./platform.ts";
import { visit } from "./visit.ts";

/** A screen of the site as a visitor reaches it, and what shows once it is complete. */
export type Screen = {
  name: string;
  open: (page: Page) => Promise<void>;
};

/**
 * Opens a content page and waits until it has hydrated (its start-up asks for the anonymous token).
 * A content service too slow to answer gives the friendly 503 page instead, which never starts up:
 * say so at once (`what`, the check's message) rather than wait for the test's time limit.
 */
export async function openHydrated(
  page: Page,
  path: string,
  what = `${path} answered the content page, not the service-unavailable page`,
) {
  const ready = hydrated(page);
  const response = await visit(page, path);
  expect(response?.status(), what).toBe(200);
  await ready;
}
