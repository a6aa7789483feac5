/**
 * The browser the tests drive: Debian's Chromium in its headless build (package
 * `chromium-headless-shell`, the same source and version as `/usr/bin/chromium`, the build Playwright
 * itself runs headless tests on), with the flags this machine needs: no downloads, no background
 * traffic. The full browser costs this machine about 2.5 times the CPU per page for the window and
 * tab machinery nobody sees (docs/decisions/0102); `CHROMIUM_PATH=/usr/bin/chromium` runs the suite
 * on it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
