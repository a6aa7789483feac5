import type { OpenAppConfig } from "../../platform/config.server.ts";
import type { LaunchStep, LaunchTarget } from "./launch-plan.ts";
import { launchUrls } from "./launch-urls.ts";
import { watchLeave } from "./leave-watch.ts";

/** How long the page waits for the system to switch to the app before it offers the download page. */
export const CALL_APP_TIMEOUT_MS = 2500;

/**
 * How a launch ended: the page was left; the app did not answer and the visitor should be asked
 * about the download page; nothing could be tried here and the visitor is asked without being told
 * of a failure; the browser guide should show; or nothing more to do.
 */
export type LaunchResult = "left" | "ask-download" | "ask-download-untried" | "show-guide" | "handed-over";

/**
 * A link click, not a location change: the same on iOS and Android, it keeps the tap's user
 * activation and leaves the page as it is when no app answers.
 */
function follow(url: string): void {
  const a = document.createElement("a");
  a.href = url;
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
}

/** Runs the planned steps in order (launch-plan.ts) until one of them ends the attempt. */
export async function runLaunch(
  steps: LaunchStep[],
  config: OpenAppConfig,
  target: LaunchTarget,
  timeoutMs = CALL_APP_TIMEOUT_MS,
): Promise<LaunchResult> {
  const urls = launchUrls(config, target);
  let tried = false;
  for (const step of steps) {
    switch (step) {
      case "open-tag":
        // The visitor taps WeChat's tag itself; a tap that reached the page means it failed.
        continue;
      case "universal":
        window.location.href = urls.universal;
        return "handed-over";
      case "intent":
        window.location.href = urls.intent;
        return "handed-over";
      case "browser-guide":
        return "show-guide";
      case "scheme":
        tried = true;
        follow(urls.scheme);
        if ((await watchLeave(timeoutMs)) === "left") return "left";
        continue;
      case "download":
        return tried ? "ask-download" : "ask-download-untried";
    }
  }
  return "handed-over";
}
