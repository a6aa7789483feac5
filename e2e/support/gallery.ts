import {
  CALLS,
  type ContentCard,
  type ContentDetail,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type GalleryMedia,
} from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { type CDPSession, expect, type Page } from "@playwright/test";
import { apiGet } from "./api.ts";

/** The site path of a gallery, as the site links to it. */
export function galleryPath(item: ContentCard): string {
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `${item.actor}/gallery/${year}/${String(month).padStart(2, "0")}/${item.id}`;
}

/** The seed's galleries as cards, newest first. */
export async function galleryCards(): Promise<ContentCard[]> {
  const page = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const cards = page.list.filter((c) => c.type === "gallery");
  if (cards.length === 0) throw new Error("the seed has no gallery among its 50 newest items");
  return cards;
}

/** A gallery with its pictures, as the content service gives it to the site. */
export async function galleryDetail(card: ContentCard): Promise<ContentDetail & { media: GalleryMedia }> {
  const call = card.actor === "mp" ? CALLS.mpContentDetail : CALLS.contentDetail;
  const detail = await apiGet<ContentDetail>(callPath(call, DEFAULT_SERVICE_PREFIXES, { id: card.id }));
  if (detail.media?.kind !== "gallery") throw new Error(`gallery ${card.id} has no pictures`);
  return detail as ContentDetail & { media: GalleryMedia };
}

/** The first gallery with at least `min` pictures, its card and its detail. */
export async function aGallery(min = 4) {
  for (const card of await galleryCards()) {
    const detail = await galleryDetail(card);
    if (detail.media.images.length >= min) return { card, detail, path: galleryPath(card) };
  }
  throw new Error(`no gallery of the seed has ${min} pictures`);
}

/** The number the counter shows ("3 / 8"). */
export const counter = (page: Page) => page.locator(".gallery-counter [aria-hidden]");

/** Where the strip has come to rest, in pictures (0 for the first). */
export const restingAt = (page: Page) =>
  page.locator(".gallery-strip").evaluate((s) => s.scrollLeft / s.clientWidth);

/** The centre of the first frame on screen. */
export async function frameCentre(page: Page) {
  const box = (await page.locator(".gallery-frame").first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

/** Opens a gallery and waits for the zoom code, which comes once the page is idle. */
export async function openReady(page: Page, path: string) {
  const zoomChunk = page.waitForResponse(/\/assets\/gallery-zoom-[\w-]+\.js$/);
  await page.goto(path);
  await zoomChunk;
  await expect(page.locator(".gallery-strip")).toHaveAttribute("data-gestures", "on");
}

type Xy = [number, number];

/**
 * A finger (or two) on the touch screen, through the DevTools protocol: Chromium routes these
 * like a real touch screen's, so the page scrolls, snaps and sees pinches as on a phone.
 */
export class Fingers {
  private constructor(
    private readonly cdp: CDPSession,
    private readonly page: Page,
  ) {}

  static async on(page: Page): Promise<Fingers> {
    return new Fingers(await page.context().newCDPSession(page), page);
  }

  private send(type: "touchStart" | "touchMove" | "touchEnd", points: Xy[]) {
    return this.cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: points.map(([x, y], id) => ({ x, y, id })),
    });
  }

  /** Moves the fingers from `from` to `to` in `steps` frames, then lifts them. */
  async drag(from: Xy[], to: Xy[], steps = 10) {
    await this.send("touchStart", from);
    for (let i = 1; i <= steps; i += 1) {
      const at = from.map(([x, y], f): Xy => {
        const [tx, ty] = to[f] ?? [x, y];
        return [x + ((tx - x) * i) / steps, y + ((ty - y) * i) / steps];
      });
      await this.send("touchMove", at);
      await this.page.waitForTimeout(16);
    }
    await this.send("touchEnd", []);
  }

  /** A horizontal swipe of one finger across `[x0, x1]` at height `y`. */
  swipe(x0: number, x1: number, y: number) {
    return this.drag([[x0, y]], [[x1, y]], 8);
  }

  /** Two fingers `gap` px apart around (x, y), spread to `gap * factor`. */
  pinch(x: number, y: number, gap: number, factor: number) {
    const half = gap / 2;
    const wide = half * factor;
    return this.drag(
      [
        [x - half, y],
        [x + half, y],
      ],
      [
        [x - wide, y],
        [x + wide, y],
      ],
    );
  }

  /** Two taps in quick succession at (x, y). */
  async doubleTap(x: number, y: number) {
    for (let i = 0; i < 2; i += 1) {
      await this.send("touchStart", [[x, y]]);
      await this.send("touchEnd", []);
    }
  }
}
