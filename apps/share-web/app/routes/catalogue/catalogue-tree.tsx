import type { CatalogueNode } from "@davmu/contract/client";
import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cataloguePagePath } from "./catalogue-paths.ts";

type Props = {
  rid: string;
  nodes: CatalogueNode[];
  /** The page on show: highlighted, its chapter open, the others closed. */
  current?: string;
};

type Chapter = { node: CatalogueNode; pages: CatalogueNode[] };

/** Top-level nodes with the pages under each (a page at the top level is a chapter of its own). */
function chaptersOf(nodes: CatalogueNode[]): Chapter[] {
  const chapters: Chapter[] = [];
  for (const node of nodes) {
    if (node.depth === 1) chapters.push({ node, pages: [] });
    else chapters.at(-1)?.pages.push(node);
  }
  return chapters;
}

/**
 * A book's table of contents: each chapter a disclosure (native, so it opens and closes before the
 * page's code has come), each page a link; the current page marked with aria-current.
 */
export function CatalogueTree({ rid, nodes, current }: Props) {
  const { path, contentLang } = useI18n();
  const chapters = chaptersOf(nodes);
  return (
    <ol className="kb-tree" lang={contentLang}>
      {chapters.map(({ node, pages }, c) => {
        const pageLink = (page: CatalogueNode, label: string) => (
          <Link
            className="kb-tree__page"
            to={path(cataloguePagePath(rid, page.id))}
            aria-current={page.id === current ? "page" : undefined}
          >
            <span className="kb-tree__number" aria-hidden="true">
              {label}
            </span>
            <span className="kb-tree__title">{page.title}</span>
          </Link>
        );
        if (node.kind === "page") return <li key={node.id}>{pageLink(node, String(c + 1))}</li>;
        const open = current ? pages.some((p) => p.id === current) : true;
        return (
          <li key={node.id} id={`chapter-${node.id}`}>
            <details className="kb-tree__chapter" open={open}>
              <summary className="kb-tree__summary">
                <span className="kb-tree__chapter-title">{node.title}</span>
                <span className="kb-tree__count" aria-hidden="true">
                  {pages.length}
                </span>
              </summary>
              <ol className="kb-tree__pages">
                {pages.map((page, p) => (
                  <li key={page.id}>{pageLink(page, `${c + 1}.${p + 1}`)}</li>
                ))}
              </ol>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
