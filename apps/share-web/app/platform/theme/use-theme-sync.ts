import { useEffect } from "react";
import { useGlobalStore } from "../store.ts";
import { startDarkModeSync } from "./dark-mode.ts";

/**
 * The browser half of appearance, used by the document shell so it also runs on the root error
 * screen: <html> carries the visitor's choice, the global `dark` follows what shows, and a theme
 * colour that app info changes after start-up reaches the page and the address bar (theme-color).
 */
export function useThemeSync(): void {
  const appInfo = useGlobalStore((s) => s.appInfo);
  const themeColor = useGlobalStore((s) => s.theme_color);
  useEffect(() => startDarkModeSync(), []);
  useEffect(() => {
    if (!appInfo) return;
    document.documentElement.style.setProperty("--theme", themeColor);
    document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute("content", themeColor);
  }, [appInfo, themeColor]);
}
