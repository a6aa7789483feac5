/** The id of the `<style>` element the server fills with the whole stylesheet (docs/decisions/0005). */
export const INLINE_STYLESHEET_ID = "app-css";

let text: string | undefined;

/**
 * In the browser: the stylesheet text the server inlined, read from the page once, while hydration
 * still has the server's element. React remounts the document shell when the root error screen gives
 * way to a page (e.g. "back home" from the 404 page); the new element gets this text instead of none,
 * so the page keeps its styles.
 */
export function inlinedStylesheet(): string {
  text ??= document.getElementById(INLINE_STYLESHEET_ID)?.textContent ?? "";
  return text;
}
