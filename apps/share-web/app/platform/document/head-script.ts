import { EARLY_TAP_SCRIPT } from "../hydration/early-tap-script.ts";
import { THEME_SCRIPT } from "../theme/theme-script.ts";

/**
 * The page's one inline script of its own, in the head, run before the first paint: the visitor's
 * appearance (theme-script.ts), then the keeping of a tap made before React starts (early-tap-script.ts).
 * Allowed by the CSP through its hash (head-script-hash.server.ts).
 */
export const HEAD_SCRIPT = THEME_SCRIPT + EARLY_TAP_SCRIPT;
