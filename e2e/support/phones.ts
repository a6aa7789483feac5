/**
 * Which phones a browser test runs on (docs/decisions/0090). Every test runs once, on the iPhone
 * profile, unless what it checks depends on the phone: its user agent (iOS or Android, WeChat's
 * in-app browser), its viewport (layout, what is in view, tap targets measured in place), its pixel
 * density (which picture file is chosen), its media (native HLS on iOS, hls.js elsewhere; playback,
 * autoplay, fullscreen) or touch (swipes, long presses). Such a test carries this tag and runs on the
 * Android profile too:
 *
 *   test("the player plays", EACH_PHONE, async ({ page }) => { ... });
 */
export const EACH_PHONE = { tag: "@each-phone" } as const;

/** What the Android profile runs: the tests tagged as depending on the phone. */
export const EACH_PHONE_GREP = /@each-phone\b/;
