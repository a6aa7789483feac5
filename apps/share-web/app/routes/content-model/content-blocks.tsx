import { Link } from "react-router";
import { ContentCard } from "../../components/content/content-card.tsx";
import { contentHref } from "../../components/content/content-href.ts";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { BlockVideo } from "./block-video.tsx";
import type { BlockView } from "./block-view.ts";

/** A banner spans the page (720 px at most). */
const WIDE_SIZES = "(min-width: 720px) 720px, 100vw";

type Of<T extends BlockView["type"]> = Extract<BlockView, { type: T }>;

/** A block's link: a path of this site through the router (in the page's locale), else the web. */
function BlockLink({
  url,
  className,
  children,
}: {
  url: string;
  className: string;
  children: React.ReactNode;
}) {
  const { t, path } = useI18n();
  if (url.startsWith("/"))
    return (
      <Link className={className} to={path(url)}>
        {children}
      </Link>
    );
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t("contentModel.external")}</span>
    </a>
  );
}

function Banner({ block, first }: { block: Of<"banner">; first: boolean }) {
  const { contentLang } = useI18n();
  const Title = first ? "h1" : "h2";
  const inner = (
    <>
      <CoverImage image={{ ...block.image, alt: "" }} priority={first} sizes={WIDE_SIZES} />
      <span className="cm-banner__text">
        <Title className="cm-banner__title" lang={contentLang}>
          {block.title}
        </Title>
        {block.subtitle && (
          <span className="cm-banner__subtitle" lang={contentLang}>
            {block.subtitle}
          </span>
        )}
      </span>
    </>
  );
  return (
    <div className="cm-block cm-banner">
      {block.link ? (
        <BlockLink url={block.link} className="cm-banner__inner">
          {inner}
        </BlockLink>
      ) : (
        <div className="cm-banner__inner">{inner}</div>
      )}
    </div>
  );
}

function Cards({ block }: { block: Of<"cards"> }) {
  const { path, contentLang } = useI18n();
  return (
    <section className={`cm-block cm-cards cm-cards--${block.layout}`} aria-label={block.title || undefined}>
      {block.title && <h2 className="section-title cm-block__title">{block.title}</h2>}
      {block.layout === "row" ? (
        block.list.map((item) => <ContentCard key={item.id} item={item} />)
      ) : (
        <ul className="cm-grid">
          {block.list.map((item) => (
            <li key={item.id}>
              <Link className="cm-grid__card" to={path(contentHref(item))} data-type={item.type}>
                <span className="picture-tile">
                  {item.cover && <CoverImage image={item.cover} sizes="(min-width: 720px) 340px, 50vw" />}
                </span>
                <span className="cm-grid__title clamp" lang={contentLang}>
                  {item.title}
                </span>
                <span className="cm-grid__source" lang={contentLang}>
                  {item.source}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Video({ block }: { block: Of<"video"> }) {
  const { contentLang } = useI18n();
  return (
    <section className="cm-block cm-video" aria-label={block.title || block.name}>
      {block.title && <h2 className="section-title cm-block__title">{block.title}</h2>}
      <BlockVideo id={block.id} title={block.name} media={block.media} poster={block.poster} />
      <p className="cm-video__name" lang={contentLang}>
        {block.name}
      </p>
    </section>
  );
}

function Links({ block }: { block: Of<"links"> }) {
  const { contentLang } = useI18n();
  return (
    <nav className="cm-block cm-links" aria-label={block.title || undefined}>
      {block.title && <h2 className="section-title cm-block__title">{block.title}</h2>}
      <ul className="cm-links__list">
        {block.links.map((link) => (
          <li key={`${link.url}-${link.label}`}>
            <BlockLink url={link.url} className="cm-links__link">
              <span lang={contentLang}>{link.label}</span>
            </BlockLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A page's blocks in the CMS's order (docs/decisions/0069). Rich text is HTML the content service
 * sanitised when it was written; everything else is rendered as text.
 */
export function ContentBlocks({ blocks }: { blocks: BlockView[] }) {
  const { contentLang } = useI18n();
  return blocks.map((block, n) => {
    const key = `${block.type}-${n}`;
    switch (block.type) {
      case "banner":
        return <Banner key={key} block={block} first={n === 0} />;
      case "rich_text":
        return (
          <div
            key={key}
            className="cm-block cm-rich"
            lang={contentLang}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service when written (DESIGN principle 5)
            dangerouslySetInnerHTML={{ __html: block.html }}
          />
        );
      case "cards":
        return <Cards key={key} block={block} />;
      case "video":
        return <Video key={key} block={block} />;
      case "links":
        return <Links key={key} block={block} />;
      case "image":
        return (
          <figure key={key} className="cm-block cm-image">
            <CoverImage image={{ ...block.image, alt: block.alt }} sizes={WIDE_SIZES} />
            {block.caption && <figcaption lang={contentLang}>{block.caption}</figcaption>}
          </figure>
        );
      default:
        return null;
    }
  });
}
