// The browser tests and benchmarks drive Debian's Chromium (Playwright cannot download a browser
// here). Installs it when missing and this user may; otherwise says what to run.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's chromium for the browser tests…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
  } else {
    console.error(
      `Chromium is needed at ${CHROMIUM}: run  sudo apt-get install -y chromium  (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}
