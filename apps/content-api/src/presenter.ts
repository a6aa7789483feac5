import { MEDIA_WIDTHS } from "@davmu/contract";
import type { IdCodec } from "@davmu/ids";
import { normaliseMediaRef } from "./write/media-ref.ts";

/**
 * What turning rows into contract shapes needs: the id codec, where media is served from, and the
 * service's clock (a live room's card says where it stands now).
 */
export type Presenter = {
  ids: IdCodec;
  /** Seconds since the epoch: the service's clock, which a test may fix. */
  now(): number;
  /** An absolute URL for a stored media reference (`/media/...` or already absolute). */
  mediaUrl(ref: string): string;
  /**
   * The absolute URL of a media reference stored with content, or null when it is not one a page
   * could show (relative, malformed, outside /media/): what a card repairs rather than fails on.
   */
  contentMediaUrl(ref: string | null): string | null;
  /** Body HTML with its `/media/...` sources made absolute. */
  absoluteHtml(html: string): string;
  /**
   * The smaller widths a stored media file is served at (`?w=`, routes/media.ts): those below its
   * own width; none for a picture held elsewhere, which this service cannot resize.
   */
  mediaWidths(ref: string, width: number): number[] | undefined;
};

/** Logos and avatars are drawn small (at most 80 CSS px): these widths cover them up to 3× screens. */
export const ICON_WIDTH = 256;

export function createPresenter(ids: IdCodec, publicUrl: string, now: () => number): Presenter {
  const mediaUrl = (ref: string) => (/^https?:\/\//.test(ref) ? ref : `${publicUrl}${ref}`);
  return {
    ids,
    now,
    mediaUrl,
    contentMediaUrl: (ref) => {
      const normalised = ref ? normaliseMediaRef(ref) : null;
      return normalised === null ? null : mediaUrl(normalised);
    },
    // Stored bodies keep root-relative sources so a change of public URL needs no rewrite of data;
    // the sanitiser always writes attributes in double quotes, which is what this relies on.
    absoluteHtml: (html) => html.replaceAll('src="/media/', `src="${publicUrl}/media/`),
    mediaWidths: (ref, width) => {
      if (!ref.startsWith("/media/")) return undefined;
      const widths = MEDIA_WIDTHS.filter((w) => w < width);
      return widths.length ? widths : undefined;
    },
  };
}
