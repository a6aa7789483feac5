import type { Image } from "@davmu/contract";
import type { Presenter } from "../../presenter.ts";

export type ImageRow = {
  url: string | null;
  width: number | null;
  height: number | null;
  alt?: string | null;
};

/** Says in the log what was left out of an item so the rest of it could be shown. */
export function logRepair(id: number, what: string, ref: string | null): void {
  console.error(`content-api: item ${id}: ${what} ${JSON.stringify(ref)} cannot be shown, left out`);
}

/** A field present only when it has a value: absent fields cost no bytes in the page's data. */
export function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** A picture a page can show, or null: a bad URL or size is left out rather than failing the page. */
export function toImage(p: Presenter, row: ImageRow): Image | null {
  const url = p.contentMediaUrl(row.url);
  if (!url || !row.url || !row.width || !row.height) return null;
  return {
    url,
    width: row.width,
    height: row.height,
    ...(row.alt ? { alt: row.alt } : {}),
    ...optional("widths", p.mediaWidths(row.url, row.width)),
  };
}
