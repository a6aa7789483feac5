import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { OpenAppConfig } from "../../platform/config.server.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { setGlobal, useGlobalStore } from "../../platform/store.ts";
import { APP_PAGE_PATH, downloadPage } from "./download-page.ts";
import { type LaunchTarget, planLaunch } from "./launch-plan.ts";
import { withResumePosition } from "./resume-position.ts";

const loadLauncher = () => import("./launch.ts");

/** What the page shows after a tap: nothing, the download question (after a failed try or without one), or the WeChat guide. */
export type OpenAppPrompt = "none" | "ask-failed" | "ask-untried" | "guide";

/**
 * The open-in-app flow of one page, on the call-app state of spec §3: `call_app_option` names what
 * the app should open while the page shows, `call_app_loading` is true while a launch is tried.
 * When the app did not open, the visitor is asked before the page sends them to the download page;
 * inside WeChat, where no link can open an app, they are shown WeChat's way to the browser instead.
 */
export function useOpenApp(config: OpenAppConfig | undefined, target: LaunchTarget) {
  const [prompt, setPrompt] = useState<OpenAppPrompt>("none");
  const wechatReady = useGlobalStore((s) => s.wx_config?.ready === true);
  const navigate = useNavigate();
  const { path } = useI18n();
  const appPage = path(APP_PAGE_PATH);
  const targetPath = target.path;
  const params = JSON.stringify(target.params ?? {});

  useEffect(() => {
    // A player may have been paused before this ran: its position goes with the target from the start.
    const option = { path: targetPath, params: JSON.parse(params) };
    setGlobal({ call_app_option: withResumePosition(option, useGlobalStore.getState().call_app_resume) });
    return () => setGlobal({ call_app_option: null, call_app_loading: false });
  }, [targetPath, params]);

  const open = useCallback(async () => {
    const { call_app_option: option, call_app_loading: busy } = useGlobalStore.getState();
    if (!config || !option || busy) return;
    setGlobal({ call_app_loading: true });
    try {
      const steps = planLaunch(navigator.userAgent, config, wechatReady);
      const { runLaunch } = await loadLauncher();
      const downloadUrl = downloadPage(config, window.location.origin, appPage).url;
      const result = await runLaunch(steps, { ...config, downloadUrl }, option);
      if (result === "ask-download") setPrompt("ask-failed");
      else if (result === "ask-download-untried") setPrompt("ask-untried");
      else if (result === "show-guide") setPrompt("guide");
    } catch (error) {
      console.error("[open-app] the app could not be opened", error);
      setPrompt("ask-failed");
    } finally {
      setGlobal({ call_app_loading: false });
    }
  }, [config, wechatReady, appPage]);

  const confirm = useCallback(() => {
    setPrompt("none");
    if (!config) return;
    const page = downloadPage(config, window.location.origin, appPage);
    if (page.internal) navigate(page.internal);
    else window.location.href = page.url;
  }, [config, appPage, navigate]);
  const dismiss = useCallback(() => setPrompt("none"), []);
  /** WeChat's open tag reported that the app did not open (not installed, refused). */
  const launchFailed = useCallback(() => setPrompt("ask-failed"), []);
  /** Called when a tap begins (pointer down, focus): the launcher loads before the click arrives. */
  const prepare = useCallback(() => void loadLauncher().catch(() => {}), []);
  return { open, prepare, prompt, confirm, dismiss, launchFailed };
}
