/**
 * Which phones a browser test runs on (docs/decisions/0090). Every test runs once, on the iPhone
 * profile, unless what it checks depends on the phone: its user agent (iOS or Android, WeChat's
 * in-app browser), its viewport (layout, what is in view, tap targets measured in place), its pixel
 * density (which picture file is chosen) or touch (swipes, drags, pinches). Playing media alone is not
 * such a reason: both profiles are the same Chromium, and the players choose their source and full
 * screen by what the engine offers, not by the phone (docs/decisions/0090). Such a test carries this
 * tag and runs on the Android profile too:
 *
 *   test("the mini player docks above the bar", EACH_PHONE, async ({ page }) => { ... });
 */
export const EACH_PHONE = { tag: "@each-phone" } as const;

/** What the Android profile runs: the tests tagged as depending on the phone. */
export const EACH_PHONE_GREP = /@each-phone\b/;
