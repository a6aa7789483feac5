/**
 * Local-storage key of the visitor's appearance choice: "dark" or "light"; absent follows the
 * system. Here, beside the head script, not with the choice's code, which the page loads later.
 */
export const THEME_STORAGE_KEY = "THEME_MODE";

/**
 * Runs in the document head before the first paint: marks <html> with the stored choice, so a
 * visitor who chose dark never sees a light page flash. The server's HTML stays the same for
 * everyone (cacheable); the choice lives in local storage only. Allowed by the CSP through its hash.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="dark"||t==="light")document.documentElement.dataset.theme=t}catch(e){}`;
