import {
  type CSSProperties,
  type KeyboardEvent,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useAfterLoad } from "../../platform/after-load/use-after-load.ts";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Icon } from "../icons/icon.tsx";
import { clampIndex, indexAtScroll, searchWithPicture } from "./gallery-index.ts";
import type { ViewerImage } from "./gallery-layout.ts";
import { stageRatio } from "./gallery-layout.ts";
import { GallerySlide } from "./gallery-slide.tsx";
import { GalleryThumbs } from "./gallery-thumbs.tsx";
import type { ZoomLink } from "./gallery-zoom.tsx";

const GalleryZoom = lazyPart(() => import("./gallery-zoom.tsx").then((m) => m.GalleryZoom), "gallery-zoom");

/**
 * Scrolls the strip to the picture the address names before the first paint, as the server's HTML
 * is parsed (the page is not interactive yet; allowed by its hash in the CSP). A constant: the
 * picture is read from the strip's `data-start`.
 */
const START_SCRIPT =
  "(function(s){var i=+s.getAttribute('data-start');if(i>0)s.scrollLeft=i*s.clientWidth})(document.currentScript.previousElementSibling)";

/** A key pans a zoomed picture this far (CSS px). */
const KEY_PAN = 48;

type Props = {
  images: readonly ViewerImage[];
  start: number;
  /** The region's name; the gallery's by default. */
  label?: string;
  /** The gallery page's address names the picture shown (`?p=3`); a viewer over another page does not. */
  followAddress?: boolean;
  /** The strip of every picture's thumbnail under the viewer. */
  thumbnails?: boolean;
};

/**
 * A gallery's pictures, dark as photo viewers are: a strip that swipes natively between them (CSS
 * scroll snap, before any script), a counter, buttons and arrow keys, captions, the thumbnails of
 * all of them, and zoom (gallery-zoom.tsx, loaded after the first paint). The address follows the
 * picture shown (`?p=3`). The gallery page shows it in place; a circle post's pictures open it over
 * the page (circle-viewer.tsx), without the thumbnails or the address.
 */
export function GalleryViewer({ images, start, label, followAddress = true, thumbnails = true }: Props) {
  const { t } = useI18n();
  const count = images.length;
  const strip = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(start);
  const [hydrated, setHydrated] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [zoomWanted, setZoomWanted] = useState(false);
  const idle = useAfterLoad();
  const link = useRef<ZoomLink>({ control: null, pending: false }).current;
  const reducedMotion = useRef(false);

  // After a navigation in the page (no server HTML, so no start script): the same, before paint.
  useLayoutEffect(() => {
    const s = strip.current;
    if (s && start > 0 && indexAtScroll(s.scrollLeft, s.clientWidth, count) !== start) {
      s.scrollLeft = start * s.clientWidth;
    }
  }, [start, count]);

  useEffect(() => {
    setHydrated(true);
    reducedMotion.current = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    // A picture that failed before the page hydrated had no one to hear it.
    const slides = [...(strip.current?.children ?? [])];
    const broken = slides.flatMap((slide, i) => {
      const img = slide.querySelector("img");
      return img?.complete && img.naturalWidth === 0 && img.currentSrc ? [i] : [];
    });
    if (broken.length) setFailed((f) => new Set([...f, ...broken]));
  }, []);

  // The address names the picture shown, without adding to the history.
  useEffect(() => {
    if (!hydrated || !followAddress) return;
    const { pathname, search, hash } = window.location;
    const next = searchWithPicture(search, index);
    if (next !== search) window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);
  }, [index, hydrated, followAddress]);

  const onScroll = () => {
    const s = strip.current;
    if (s) setIndex(indexAtScroll(s.scrollLeft, s.clientWidth, count));
  };

  /** Shows a picture: one step glides (unless motion is reduced), a jump is immediate. */
  const go = useCallback(
    (target: number, how: "step" | "jump") => {
      const s = strip.current;
      if (!s) return;
      link.control?.reset();
      const left = clampIndex(target, count) * s.clientWidth;
      s.scrollTo({ left, behavior: how === "step" && !reducedMotion.current ? "smooth" : "auto" });
    },
    [count, link],
  );

  const toggleZoom = () => {
    if (link.control) link.control.toggle();
    else {
      link.pending = true;
      setZoomWanted(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const control = zoomed ? link.control : null;
    const keys: Record<string, () => void> = control
      ? {
          ArrowLeft: () => control.pan(KEY_PAN, 0),
          ArrowRight: () => control.pan(-KEY_PAN, 0),
          ArrowUp: () => control.pan(0, KEY_PAN),
          ArrowDown: () => control.pan(0, -KEY_PAN),
          Escape: () => control.reset(),
        }
      : {
          ArrowLeft: () => go(index - 1, "step"),
          ArrowRight: () => go(index + 1, "step"),
          Home: () => go(0, "jump"),
          End: () => go(count - 1, "jump"),
        };
    const act = keys[event.key];
    if (!act) return;
    event.preventDefault();
    act();
  };

  const onError = useCallback((i: number) => setFailed((f) => new Set(f).add(i)), []);

  if (count === 0) {
    return (
      <section className="gallery-viewer gallery-viewer--empty" aria-label={label ?? t("gallery.viewer")}>
        <p className="gallery-empty">{t("gallery.empty")}</p>
      </section>
    );
  }
  const atFirst = index === 0;
  const atLast = index === count - 1;
  return (
    <section
      className="gallery-viewer"
      aria-label={label ?? t("gallery.viewer")}
      style={{ "--gallery-ratio": stageRatio(images).toFixed(4) } as CSSProperties}
      onKeyDown={onKeyDown}
    >
      <div className="gallery-stage">
        <ul
          className="gallery-strip"
          ref={strip}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by the keyboard (WCAG 2.1.1); its arrow keys change the picture
          tabIndex={0}
          aria-label={t("gallery.strip")}
          data-start={start}
          onScroll={onScroll}
        >
          {images.map((image, i) => (
            <GallerySlide
              key={`${i}:${image.url}`}
              image={image}
              index={i}
              count={count}
              load={i === start ? "first" : hydrated && Math.abs(i - index) <= 1 ? "near" : "later"}
              failed={failed.has(i)}
              onError={onError}
            />
          ))}
        </ul>
        {start > 0 && followAddress && (
          // The server's HTML only: a viewer opened later is placed by the layout effect above.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its CSP hash
          <script dangerouslySetInnerHTML={{ __html: START_SCRIPT }} />
        )}
        <p className="gallery-counter" aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">{t("gallery.picture", { n: index + 1, count })}</span>
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
        </p>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery-step gallery-step--previous round-button"
              aria-label={t("gallery.previous")}
              aria-disabled={atFirst}
              onClick={() => go(index - 1, "step")}
            >
              <Icon d="M15 5l-7 7 7 7" size={24} line={2.2} round="cap" />
            </button>
            <button
              type="button"
              className="gallery-step gallery-step--next round-button"
              aria-label={t("gallery.next")}
              aria-disabled={atLast}
              onClick={() => go(index + 1, "step")}
            >
              <Icon d="M9 5l7 7-7 7" size={24} line={2.2} round="cap" />
            </button>
          </>
        )}
        <button
          type="button"
          className="gallery-zoom-button round-button"
          aria-label={t("gallery.zoom")}
          aria-pressed={zoomed}
          onClick={toggleZoom}
          disabled={failed.has(index)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d={zoomed ? "M7.5 10.5h6M15 15l5 5" : "M7.5 10.5h6M10.5 7.5v6M15 15l5 5"}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {thumbnails && (
        <GalleryThumbs
          images={images}
          index={index}
          onPick={(i) => go(i, "jump")}
          reducedMotion={reducedMotion}
        />
      )}
      {(idle || zoomWanted) && (
        <Suspense fallback={null}>
          <GalleryZoom
            strip={strip}
            index={index}
            sizes={images}
            link={link}
            onZoomed={setZoomed}
            reducedMotion={reducedMotion}
          />
        </Suspense>
      )}
    </section>
  );
}
