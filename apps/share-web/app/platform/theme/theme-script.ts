/**
 * Local-storage key of the visitor's appearance choice: "dark" or "light"; absent follows the
 * system. Here, beside the head script, not with the choice's code, which the page loads later.
 */
export const THEME_STORAGE_KEY = "THEME_MODE";

/**
 * Runs in the document head before the first paint: marks <html> with the stored choice, so a
 * visitor who chose dark never sees a light page flash. The server's HTML stays the same for
 * everyone (cacheable); the choice lives in local storage only. Allowed by the CSP through its hash.
 * A plain string, the key written out (theme-choice.test.ts runs it against THEME_STORAGE_KEY): the
 * browser's bundle then leaves it out, as nothing there uses it.
 */
export const THEME_SCRIPT =
  'try{var t=localStorage.getItem("THEME_MODE");if(t==="dark"||t==="light")document.documentElement.dataset.theme=t}catch(e){}';
