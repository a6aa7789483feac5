import { CALLS, type CatalogueLink, type CatalogueNode } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import type { Presenter } from "../../presenter.ts";
import { toImage } from "../content/present-image.ts";
import { type BookRow, findBook, findPageBody, listNodes, type NodeRow } from "./queries.ts";
import { ancestorsOf, treeOrder } from "./tree.ts";

const link = (p: Presenter, row: NodeRow): CatalogueLink => ({ id: p.ids.encode(row.id), title: row.title });

function toNode(p: Presenter, row: NodeRow, depth: number): CatalogueNode {
  return {
    id: p.ids.encode(row.id),
    parent_id: row.parent_id === null ? null : p.ids.encode(row.parent_id),
    kind: row.kind,
    title: row.title,
    depth,
  };
}

const cover = (p: Presenter, book: BookRow) =>
  toImage(p, { url: book.cover_url, width: book.cover_width, height: book.cover_height, alt: book.title });

/**
 * The knowledge catalogue (spec §7 picho open calls, docs/decisions/0067): a book (`rid`) with
 * its tree, one chapter, one page with its neighbours in tree order. The same for everyone; no
 * request id is asked of these calls.
 */
export function catalogueRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter: p } = deps;
  const app = new Hono();

  const openBook = async (rid: string) => {
    const book = await findBook(db, decodeIdOr404(ids, rid, "knowledge base"));
    if (!book) throw notFound("knowledge base not found");
    const rows = await listNodes(db, book.id);
    return { book, rows, ordered: treeOrder(rows) };
  };

  handle(app, config.prefixes, CALLS.catalogue, async ({ params }) => {
    const { book, ordered } = await openBook(params.rid);
    return {
      rid: ids.encode(book.id),
      title: book.title,
      description: book.description,
      cover: cover(p, book),
      subject: book.subject,
      page_count: ordered.filter((n) => n.row.kind === "page").length,
      update_time: Number(book.update_time),
      nodes: ordered.map((n) => toNode(p, n.row, n.depth)),
    };
  });

  handle(app, config.prefixes, CALLS.catalogueChapter, async ({ params }) => {
    const { book, rows, ordered } = await openBook(params.rid);
    const id = decodeIdOr404(ids, params.id, "chapter");
    const at = ordered.findIndex((n) => n.row.id === id && n.row.kind === "chapter");
    const chapter = ordered[at];
    if (!chapter) throw notFound("chapter not found");
    const end = ordered.findIndex((n, i) => i > at && n.depth <= chapter.depth);
    const children = ordered.slice(at + 1, end === -1 ? undefined : end);
    return {
      rid: ids.encode(book.id),
      id: ids.encode(id),
      title: chapter.row.title,
      summary: chapter.row.summary,
      path: ancestorsOf(rows, id).map((r) => link(p, r)),
      children: children.map((n) => toNode(p, n.row, n.depth)),
    };
  });

  handle(app, config.prefixes, CALLS.cataloguePage, async ({ params }) => {
    const { book, rows, ordered } = await openBook(params.rid);
    const id = decodeIdOr404(ids, params.uuid, "page");
    const pages = ordered.filter((n) => n.row.kind === "page").map((n) => n.row);
    const at = pages.findIndex((r) => r.id === id);
    const page = pages[at];
    const body = page ? await findPageBody(db, book.id, id) : undefined;
    if (!page || !body) throw notFound("page not found");
    const prev = pages[at - 1];
    const next = pages[at + 1];
    return {
      rid: ids.encode(book.id),
      id: ids.encode(id),
      title: page.title,
      summary: page.summary,
      body_html: p.absoluteHtml(body.body_html),
      update_time: Number(body.update_time),
      book: { title: book.title, cover: cover(p, book) },
      path: ancestorsOf(rows, id).map((r) => link(p, r)),
      prev: prev ? link(p, prev) : null,
      next: next ? link(p, next) : null,
    };
  });

  return app;
}
