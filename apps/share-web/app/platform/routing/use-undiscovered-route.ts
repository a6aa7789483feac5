import { useEffect } from "react";
import { useMatches } from "react-router";

/**
 * Every address the site serves has a screen under the root (unknown paths the not-found page), so
 * the root on its own means the router went to a route it had not discovered yet. React Router's
 * lazy discovery (docs/decisions/0057) takes the root alone as a full match for the site's home
 * path: a page's own manifest does not name home (its base path ends with a slash, which the
 * router's list of parent paths lacks), and a tap on a home link before the link's discovery has
 * come back showed an empty page. The page is then asked for as a document, in place of the
 * history entry the router made: the visitor gets the screen they tapped for.
 */
export function useUndiscoveredRouteReload(): void {
  const rootOnly = useMatches().length === 1;
  useEffect(() => {
    if (rootOnly) window.location.replace(window.location.href);
  }, [rootOnly]);
}
