// The browser tests and benchmarks drive Debian's Chromium (Playwright cannot download a browser
// here), with a Chinese font so pages lay out and look as they do on a phone rather than in boxes.
// Installs what is missing when this user may; otherwise says what to run.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CJK_FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

const missing = [
  ...(existsSync(CHROMIUM) ? [] : ["chromium"]),
  ...(existsSync(CJK_FONT) ? [] : ["fonts-wqy-microhei"]),
];

if (missing.length > 0) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
      { stdio: "inherit" },
    );
  } else if (missing.includes("chromium")) {
    console.error(
      `Chromium is needed at ${CHROMIUM}: run  sudo apt-get install -y chromium  (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  } else {
    console.warn("No Chinese font: run  sudo apt-get install -y fonts-wqy-microhei  for true layouts.");
  }
}
