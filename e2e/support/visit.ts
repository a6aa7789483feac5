import { type APIResponse, type Page, type Response, test } from "@playwright/test";

/**
 * page.goto whose answer is always there. Now and then Chromium commits a navigation whose document
 * request Playwright has not tied to it, and goto answers null though the page loaded (a 404 page,
 * once in some thirty full runs). The page is then given until its load event, and the address it
 * landed on is asked again, from the page's own context with its cookies, so the status, headers
 * and HTML checked are still the server's answer for that address. The test's report notes that
 * this happened, should a failure that follows need explaining.
 */
export async function visit(page: Page, url: string): Promise<Response | APIResponse> {
  const response = await page.goto(url);
  if (response) return response;
  await page.waitForLoadState();
  test.info().annotations.push({ type: "goto without a response", description: `${url} → ${page.url()}` });
  return page.request.get(page.url());
}
