import type { CardView } from "../../components/content/card-view.ts";
import { ContentCard } from "../../components/content/content-card.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { sectionAnchor } from "./special-anchor.ts";

type Props = { sections: { key: string; title: string; list: CardView[] }[] };

/**
 * A special's sections, each a titled group of the home feed's cards: the first item of a section
 * large when it has a picture, the others as rows, whatever their type.
 */
export function SpecialSections({ sections }: Props) {
  const { t, contentLang } = useI18n();
  if (sections.length === 0) return <p className="special-note">{t("special.empty")}</p>;
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.key}
          id={sectionAnchor(section.key)}
          className="special-section"
          aria-labelledby={`${sectionAnchor(section.key)}-title`}
        >
          <h2
            id={`${sectionAnchor(section.key)}-title`}
            className="section-title special-section__title"
            tabIndex={-1}
          >
            <span lang={contentLang}>{section.title}</span>
            <span className="special-section__count">
              {t("special.sectionCount", { n: section.list.length })}
            </span>
          </h2>
          {section.list.map((item, n) => (
            <ContentCard key={item.id} item={item} variant={n === 0 ? "large" : "row"} />
          ))}
        </section>
      ))}
      <p className="special-note">{t("special.end")}</p>
    </>
  );
}
