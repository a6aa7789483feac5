import { useEffect } from "react";
import { useGlobalStore } from "../store.ts";
import { startDarkModeSync } from "./dark-mode.ts";

/**
 * The browser half of appearance: the global `dark` follows what shows, and a theme colour that
 * app info changes after start-up reaches the address bar (`meta theme-color`) as well as the page.
 */
export function useThemeSync(): void {
  const appInfo = useGlobalStore((s) => s.appInfo);
  const themeColor = useGlobalStore((s) => s.theme_color);
  useEffect(() => startDarkModeSync(), []);
  useEffect(() => {
    if (!appInfo) return;
    document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute("content", themeColor);
  }, [appInfo, themeColor]);
}
