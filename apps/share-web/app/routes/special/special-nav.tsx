import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { readingBand } from "./reading-band.ts";
import { sectionAnchor } from "./special-anchor.ts";

type Props = { sections: { key: string; title: string }[] };

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The sections of a special as tabs that stay under the header: a tap scrolls to the section (a
 * link to its anchor without scripts) and moves focus to its heading; the tab of the section being
 * read is marked as the page scrolls, and kept in view in the row.
 */
export function SpecialNav({ sections }: Props) {
  const { t, contentLang } = useI18n();
  const [current, setCurrent] = useState(sections[0]?.key);
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const headings = sections.flatMap((s) => document.getElementById(sectionAnchor(s.key)) ?? []);
    const band = readingBand(sections.map((s) => sectionAnchor(s.key)));
    // A section counts as read once its top passes the band under the header and the tabs; while
    // no heading is in the band, the section last marked is still the one being read.
    const observer = new IntersectionObserver(
      (entries) => {
        const reading = band(entries);
        const first = sections.find((s) => sectionAnchor(s.key) === reading);
        if (first) setCurrent(first.key);
      },
      { rootMargin: "-110px 0px -55% 0px" },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [sections]);

  useEffect(() => {
    const tab = row.current?.querySelector<HTMLElement>(`[data-key="${current}"]`);
    const list = row.current;
    if (!tab || !list) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    list.scrollTo({ left, behavior: reducedMotion() ? "auto" : "smooth" });
  }, [current]);

  const go = (event: MouseEvent<HTMLAnchorElement>, key: string) => {
    const section = document.getElementById(sectionAnchor(key));
    if (!section) return;
    event.preventDefault();
    setCurrent(key);
    section.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
    section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${sectionAnchor(key)}`);
  };

  return (
    <nav className="special-nav" aria-label={t("special.nav")}>
      <ul className="special-nav__list" ref={row}>
        {sections.map((s) => (
          <li key={s.key}>
            <a
              className="special-nav__tab"
              href={`#${sectionAnchor(s.key)}`}
              data-key={s.key}
              aria-current={current === s.key ? "location" : undefined}
              onClick={(event) => go(event, s.key)}
              lang={contentLang}
            >
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
