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
  /**
   * The section the visitor tapped, marked until they scroll by themselves: the scroll the tap
   * starts passes the sections before it through the band, and may end with the tapped heading
   * short of the band (the page ends, or its pictures below have not loaded yet on a slow phone).
   */
  const tapped = useRef<string | null>(null);

  useEffect(() => {
    const headings = sections.flatMap((s) => document.getElementById(sectionAnchor(s.key)) ?? []);
    const band = readingBand(sections.map((s) => sectionAnchor(s.key)));
    // A section counts as read once its top passes the band under the header and the tabs; while
    // no heading is in the band, the section last marked is still the one being read.
    const observer = new IntersectionObserver(
      (entries) => {
        const reading = band(entries);
        const first = sections.find((s) => sectionAnchor(s.key) === reading);
        if (first && !tapped.current) setCurrent(first.key);
      },
      { rootMargin: "-110px 0px -55% 0px" },
    );
    for (const heading of headings) observer.observe(heading);
    // The visitor's own scroll (a swipe, the wheel, a key) hands the mark back to the band.
    const release = () => {
      tapped.current = null;
    };
    const events = ["touchstart", "wheel", "keydown"] as const;
    for (const type of events) window.addEventListener(type, release, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, release);
    };
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
    tapped.current = key;
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
