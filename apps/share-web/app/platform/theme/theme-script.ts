import { THEME_STORAGE_KEY } from "./theme-choice.ts";

/**
 * Runs in the document head before the first paint: marks <html> with the stored choice, so a
 * visitor who chose dark never sees a light page flash. The server's HTML stays the same for
 * everyone (cacheable); the choice lives in local storage only. Allowed by the CSP through its hash.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="dark"||t==="light")document.documentElement.dataset.theme=t}catch(e){}`;
