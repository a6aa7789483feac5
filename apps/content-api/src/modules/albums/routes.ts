import { type AlbumType, CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { listAlbumItemIds } from "../content/item-media.ts";
import { toCards } from "../content/present.ts";
import { mediaDir } from "../media/folders.ts";
import { albumArtwork, toAlbumItem, toValidAlbum } from "./present.ts";
import {
  ALBUM_ITEMS_MAX,
  findPublishedAlbum,
  getPublishedAlbum,
  listAlbumItems,
  listRelatedAlbums,
} from "./queries.ts";

/**
 * Albums (docs/decisions/0042): an audio or video album with its items ({peony-inner}), a page of
 * its items around the one a visitor is on ({peony}), and other albums to go on with.
 */
export function albumRoutes(deps: RouteDeps): Hono {
  const { db, presenter, ids } = deps;
  const prefixes = deps.config.prefixes;
  const media = mediaDir(deps.config.dataDir);
  const app = new Hono();

  const albumDetail = async (publicId: string, type: AlbumType) => {
    const id = decodeIdOr404(ids, publicId, "album");
    const row = await getPublishedAlbum(db, id, type);
    const album =
      row && toValidAlbum(presenter, row, await listAlbumItems(db, media, id, 0, ALBUM_ITEMS_MAX));
    if (!album) throw notFound("album not found");
    return album;
  };
  handle(app, prefixes, CALLS.audioAlbum, ({ params }) => albumDetail(params.id, "audio_album"));
  handle(app, prefixes, CALLS.videoAlbum, ({ params }) => albumDetail(params.id, "video_album"));

  handle(app, prefixes, CALLS.albumTracks, async ({ params, query }) => {
    const { pageindex, pagesize } = query();
    const albumId = decodeIdOr404(ids, params.series, "album");
    const itemId = decodeIdOr404(ids, params.uid, "album item");
    const album = await findPublishedAlbum(db, albumId);
    if (!album) throw notFound("album not found");
    const order = await listAlbumItemIds(db, albumId);
    const current = order.indexOf(itemId) + 1;
    if (current === 0) throw notFound("no such item in this album");
    const page = pageindex ?? Math.ceil(current / pagesize);
    const rows = await listAlbumItems(db, media, albumId, (page - 1) * pagesize, pagesize);
    const artwork = albumArtwork(presenter, album);
    return {
      list: rows.map((row) => toAlbumItem(presenter, row, artwork)),
      pageindex: page,
      pagesize,
      total: order.length,
      has_more: page * pagesize < order.length,
      current,
    };
  });

  handle(app, prefixes, CALLS.relatedAlbums, async ({ params, query }) => {
    const id = decodeIdOr404(ids, params.id, "album");
    const album = await findPublishedAlbum(db, id);
    if (!album) throw notFound("album not found");
    const rows = await listRelatedAlbums(db, album, query().size);
    return { list: toCards(presenter, rows, "related albums") };
  });

  return app;
}
