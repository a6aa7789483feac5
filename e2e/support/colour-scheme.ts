import type { Page } from "@playwright/test";

/**
 * Sets the phone's colour scheme on the page in view, as a visitor switching their system to dark
 * does, and waits until the page has drawn it: the site follows the system through its stylesheet
 * (and a listener for the choice), and a colour still in its transition would be read half-way.
 */
export async function switchColourScheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(async (scheme) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    if (!matchMedia(`(prefers-color-scheme: ${scheme})`).matches) throw new Error(`not ${scheme}`);
    await frame();
    await frame();
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  }, colorScheme);
}
