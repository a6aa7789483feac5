import { useEffect } from "react";
import { useGlobalStore } from "../store.ts";
import { startDarkModeSync } from "./dark-mode.ts";
import { themePalette, themeProperties } from "./theme-palette.ts";

/**
 * The browser half of appearance, used by the document shell so it also runs on the root error
 * screen: <html> carries the visitor's choice, the global `dark` follows what shows, and a theme
 * colour that app info changes after start-up reaches the page, in its accessible shades
 * (docs/decisions/0012), and the address bar (theme-color).
 */
export function useThemeSync(): void {
  const appInfo = useGlobalStore((s) => s.appInfo);
  const themeColor = useGlobalStore((s) => s.theme_color);
  useEffect(() => startDarkModeSync(), []);
  useEffect(() => {
    const palette = appInfo && themePalette(themeColor);
    if (!palette) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(themeProperties(palette))) root.setProperty(name, value);
    document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute("content", themeColor);
  }, [appInfo, themeColor]);
}
