import type { Group } from "@davmu/contract";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** The channel tabs of the home page: "all" first, then the service's groups. */
export function ChannelTabs({ groups, active }: { groups: Group[]; active: string | undefined }) {
  const { t, path } = useI18n();
  const list = useRef<HTMLDivElement>(null);
  const tabs = [
    { id: undefined, name: t("home.tabs.all") },
    ...groups.map((g) => ({ id: g.id, name: g.name })),
  ];

  useEffect(() => {
    // Keep the active tab in view when the list scrolls sideways on a narrow screen.
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "center" });
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
            preventScrollReset={false}
            // Switching channels replaces the history entry: back leaves the page, not the last tab.
            replace
          >
            {tab.name}
          </Link>
        ))}
      </div>
    </nav>
  );
}
