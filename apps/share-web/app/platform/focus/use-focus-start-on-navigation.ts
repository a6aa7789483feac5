import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Makes the start of the document the place the next Tab starts from, without moving the view.
 * The body takes focus for a moment: Chromium and WebKit start sequential navigation from the
 * focused node, and not from where a removed element used to be.
 */
export function focusDocumentStart(doc: Document): void {
  const body = doc.body;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute("tabindex");
}

/**
 * After a navigation to another page, keyboard focus starts again at the top (the header), as it
 * does on a full page load. Without this, the link that was focused disappears with its page and the
 * browser resumes from where it stood: somewhere in the middle of the new page, past its header.
 * A focus that survived the navigation (a channel tab, the page's own control) is left alone.
 */
export function useFocusStartOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusDocumentStart(document);
  }, [pathname]);
}
