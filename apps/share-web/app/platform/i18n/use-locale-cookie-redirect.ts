import { useEffect } from "react";
import { useNavigate } from "react-router";
import { BASENAME } from "../seo.ts";
import { rootLocaleTarget } from "./chosen-locale.ts";

/**
 * A visitor who chose a locale and opens the site root goes to that locale's home (decision record
 * 0008). It runs in the browser, once at start: the server's HTML of `/` stays the same for all.
 */
export function useLocaleCookieRedirect() {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, at start
  useEffect(() => {
    const pathname = window.location.pathname.replace(BASENAME, "") || "/";
    const target = rootLocaleTarget(pathname, document.cookie);
    if (target) void navigate(`${target}${window.location.search}`, { replace: true });
  }, []);
}
