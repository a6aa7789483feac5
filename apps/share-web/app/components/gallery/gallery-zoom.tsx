import { type RefObject, useEffect, useRef } from "react";
import { attachZoomGestures, type ZoomControl } from "./gallery-gestures.ts";
import type { Size } from "./zoom-math.ts";

/**
 * How the viewer reaches the zoom, which arrives after it: a press of the zoom button before then
 * is kept (`pending`) and acted on when it does.
 */
export type ZoomLink = { control: ZoomControl | null; pending: boolean };

type Props = {
  strip: RefObject<HTMLUListElement | null>;
  index: number;
  sizes: readonly Size[];
  link: ZoomLink;
  onZoomed: (zoomed: boolean) => void;
  reducedMotion: RefObject<boolean>;
};

/**
 * The gallery's pinch, double-tap and pan (gallery-gestures.ts): a chunk of its own, mounted once
 * the page is idle or at the zoom button, so the first paint carries none of it.
 */
export function GalleryZoom({ strip, index, sizes, link, onZoomed, reducedMotion }: Props) {
  const control = useRef<ZoomControl | null>(null);
  const first = useRef({ index, sizes, onZoomed }).current;
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const attached = attachZoomGestures(element, {
      sizes: first.sizes,
      index: first.index,
      onZoomed: first.onZoomed,
      reducedMotion: () => reducedMotion.current,
    });
    control.current = attached;
    link.control = attached;
    if (link.pending) {
      link.pending = false;
      attached.toggle();
    }
    return () => {
      attached.detach();
      link.control = null;
      control.current = null;
    };
  }, [strip, link, reducedMotion, first]);
  useEffect(() => {
    control.current?.show(index);
  }, [index]);
  return null;
}
