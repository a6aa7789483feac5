import type { Group } from "@davmu/contract";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Icon } from "../icons/icon.tsx";

/** Room left beside a tab scrolled into the strip: the strip's own padding. */
const STRIP_PADDING = 10;

/**
 * Chromium leaves a tab that is partly outside the sideways strip where it is when it takes focus:
 * scroll the strip (only the strip, never the page) so the tab and its ring show whole.
 */
function revealInStrip(tab: HTMLElement) {
  const strip = tab.parentElement;
  if (!strip) return;
  const [box, view] = [tab.getBoundingClientRect(), strip.getBoundingClientRect()];
  if (box.left < view.left) strip.scrollLeft -= view.left - box.left + STRIP_PADDING;
  else if (box.right > view.right) strip.scrollLeft += box.right - view.right + STRIP_PADDING;
}

/** The channel tabs of the home page: "all" first, then the service's groups; the channel bar last. */
export function ChannelTabs({ groups, active }: { groups: Group[]; active: string | undefined }) {
  const { t, path, contentLang } = useI18n();
  const list = useRef<HTMLDivElement>(null);
  const tabs = [
    { id: undefined, name: t("home.tabs.all") },
    ...groups.map((g) => ({ id: g.id, name: g.name })),
  ];

  useEffect(() => {
    // Centre the active tab in the sideways strip on a narrow screen. Only the strip moves:
    // scrollIntoView would also scroll the page by the sticky bars' scroll padding, and so undo
    // the place a visitor coming back to the feed is restored to.
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !tab) return;
    const [box, view] = [tab.getBoundingClientRect(), strip.getBoundingClientRect()];
    strip.scrollLeft += box.left + box.width / 2 - (view.left + view.width / 2);
  }, []);

  return (
    <nav className="channel-tabs" aria-label={t("home.tabs.label")}>
      <div className="channel-tabs__list" ref={list}>
        {tabs.map((tab) => (
          <Link
            key={tab.id ?? "all"}
            to={path(tab.id ? `/?gid=${tab.id}` : "/")}
            className="channel-tabs__tab"
            aria-current={tab.id === active ? "page" : undefined}
            // "All" is the site's own word; the other names are the service's.
            lang={tab.id ? contentLang : undefined}
            preventScrollReset={false}
            onFocus={(event) => revealInStrip(event.currentTarget)}
            // Switching channels replaces the history entry: back leaves the page, not the last tab.
            replace
          >
            {tab.name}
          </Link>
        ))}
      </div>
      {/* Every channel and the app's other sections on one page (spec §2 /bar). */}
      <Link className="channel-tabs__more" to={path("/bar")} aria-label={t("home.tabs.more")}>
        <Icon d="M4 5h6v6H4zM14 5h6v6h-6zM4 13h6v6H4zM14 13h6v6h-6z" size={20} line={1.8} />
      </Link>
    </nav>
  );
}
