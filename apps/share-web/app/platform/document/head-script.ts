import { DESKTOP_REDIRECT_SCRIPT } from "../desktop-redirect-script.ts";
import { EARLY_TAP_SCRIPT } from "../hydration/early-tap-script.ts";
import { RELOAD_WHEN_ONLINE_SCRIPT } from "../hydration/reload-when-online-script.ts";
import { THEME_SCRIPT } from "../theme/theme-script.ts";

/**
 * The page's one inline script of its own, in the head, run before the first paint: the visitor's
 * appearance (theme-script.ts), the keeping of a tap made before React starts (early-tap-script.ts),
 * a new load when the network comes back to a page whose script it cut off
 * (reload-when-online-script.ts), and a desktop visitor's move to the PC page
 * (desktop-redirect-script.ts).
 * Allowed by the CSP through its hash (head-script-hash.server.ts).
 */
export const HEAD_SCRIPT =
  THEME_SCRIPT + EARLY_TAP_SCRIPT + RELOAD_WHEN_ONLINE_SCRIPT + DESKTOP_REDIRECT_SCRIPT;
