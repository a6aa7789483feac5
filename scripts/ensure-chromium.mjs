// The browser tests and benchmarks drive Debian's Chromium (Playwright cannot download a browser
// here): the tests its headless build (`chromium-headless-shell`, docs/decisions/0102), the
// benchmarks the full browser, as a visitor's Chrome runs; with a Chinese font so pages lay out and
// look as they do on a phone rather than in boxes; and xmllint, which checks the sitemaps against
// the sitemaps.org schemas (e2e/support/xmllint.ts). Installs what is missing when this user may;
// otherwise says what to run. `CHROMIUM_PATH` names another Chromium for both.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CJK_FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
/** Each Debian package the runs need, by the file it puts in place. */
const BROWSERS = process.env.CHROMIUM_PATH
  ? []
  : [
      { file: "/usr/bin/chromium", pkg: "chromium" },
      { file: "/usr/lib/chromium/chromium-headless-shell", pkg: "chromium-headless-shell" },
    ];

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which is not there.`);
  process.exit(1);
}

const XMLLINT = { file: "/usr/bin/xmllint", pkg: "libxml2-utils" };

const missing = [
  ...BROWSERS.filter((browser) => !existsSync(browser.file)).map((browser) => browser.pkg),
  ...(existsSync(CJK_FONT) ? [] : ["fonts-wqy-microhei"]),
  ...(existsSync(XMLLINT.file) ? [] : [XMLLINT.pkg]),
];

if (missing.length > 0) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
      { stdio: "inherit" },
    );
  } else if (missing.some((pkg) => pkg.startsWith("chromium") || pkg === XMLLINT.pkg)) {
    const needed = missing.filter((pkg) => pkg !== "fonts-wqy-microhei").join(" ");
    console.error(
      `Needed for the browser tests: run  sudo apt-get install -y ${needed}  (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  } else {
    console.warn("No Chinese font: run  sudo apt-get install -y fonts-wqy-microhei  for true layouts.");
  }
}
