import type { APIResponse, Page, Response } from "@playwright/test";

/**
 * page.goto whose answer is always there. Now and then Chromium commits a navigation whose document
 * request Playwright has not tied to it, and goto answers null though the page loaded (a 404 page,
 * once in some thirty full runs). The address the page landed on is then asked again, from the
 * page's own context with its cookies, so the status, headers and HTML checked are still the
 * server's answer for that address.
 */
export async function visit(
  page: Page,
  url: string,
  options?: Parameters<Page["goto"]>[1],
): Promise<Response | APIResponse> {
  const response = await page.goto(url, options);
  return response ?? page.request.get(page.url());
}
