import { useCallback, useEffect, useState } from "react";
import type { OpenAppConfig } from "../../platform/config.server.ts";
import { setGlobal, useGlobalStore } from "../../platform/store.ts";
import { type LaunchTarget, planLaunch } from "./launch-plan.ts";

const loadLauncher = () => import("./launch.ts");

/**
 * The open-in-app flow of one page, on the call-app state of spec §3: `call_app_option` names what
 * the app should open while the page shows, `call_app_loading` is true while a launch is tried.
 * When the app did not open, the visitor is asked before the page sends them to the download page.
 */
export function useOpenApp(config: OpenAppConfig | undefined, target: LaunchTarget) {
  const [asking, setAsking] = useState(false);
  const wechatReady = useGlobalStore((s) => s.wx_config?.ready === true);
  const params = JSON.stringify(target.params ?? {});

  useEffect(() => {
    setGlobal({ call_app_option: { path: target.path, params: JSON.parse(params) } });
    return () => setGlobal({ call_app_option: null, call_app_loading: false });
  }, [target.path, params]);

  const open = useCallback(async () => {
    const { call_app_option: option, call_app_loading: busy } = useGlobalStore.getState();
    if (!config || !option || busy) return;
    setGlobal({ call_app_loading: true });
    try {
      const steps = planLaunch(navigator.userAgent, config, wechatReady);
      const { runLaunch } = await loadLauncher();
      if ((await runLaunch(steps, config, option)) === "ask-download") setAsking(true);
    } catch (error) {
      console.error("[open-app] the app could not be opened", error);
      setAsking(true);
    } finally {
      setGlobal({ call_app_loading: false });
    }
  }, [config, wechatReady]);

  const confirm = useCallback(() => {
    setAsking(false);
    if (config) window.location.href = config.downloadUrl;
  }, [config]);
  const cancel = useCallback(() => setAsking(false), []);
  const ask = useCallback(() => setAsking(true), []);

  /** Called when a tap begins (pointer down, focus): the launcher loads before the click arrives. */
  const prepare = useCallback(() => void loadLauncher().catch(() => {}), []);

  return { open, prepare, asking, confirm, cancel, ask };
}
