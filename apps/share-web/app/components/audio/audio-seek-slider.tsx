import { useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { clockText, positionAt, positionForKey } from "./seek-math.ts";

type Props = {
  /** The position shown (the last the media element reported). */
  time: number;
  /** The position this moment: keys pressed in quick turns each move on from the last. */
  now: () => number;
  /** Seconds; 0 while not known. */
  total: number;
  buffered: number;
  onSeek: (seconds: number) => void;
  /** The position under a finger or pointer while it drags, null when none drags. */
  onDrag: (seconds: number | null) => void;
};

/**
 * The position bar: a WAI-ARIA slider (arrows ±5 s, Page Up/Down ±15 s, Home, End) that a finger or
 * pointer drags along; the position moves when the drag ends, so the sound does not stutter on the way.
 * The bar is a 44 px tall target around a thin rail.
 */
export function AudioSeekSlider({ time, now, total, buffered, onSeek, onDrag }: Props) {
  const { t } = useI18n();
  const bar = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const shown = drag ?? Math.min(time, total || time);
  const fraction = total > 0 ? Math.min(1, shown / total) : 0;

  const at = (clientX: number) => {
    const box = bar.current?.getBoundingClientRect();
    return box ? positionAt(clientX, box.left, box.width, total) : 0;
  };
  const move = (value: number | null) => {
    setDrag(value);
    onDrag(value);
  };
  return (
    <div
      ref={bar}
      className="audio-seek"
      role="slider"
      tabIndex={0}
      aria-label={t("audio.progress")}
      aria-valuemin={0}
      aria-valuemax={Math.round(total)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={t("audio.position", { at: clockText(shown), total: clockText(total) })}
      aria-disabled={total > 0 ? undefined : true}
      data-dragging={drag !== null || undefined}
      onPointerDown={(e) => {
        if (!(total > 0) || (e.pointerType === "mouse" && e.button !== 0)) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        move(at(e.clientX));
      }}
      onPointerMove={(e) => {
        if (drag !== null) move(at(e.clientX));
      }}
      onPointerUp={(e) => {
        if (drag === null) return;
        onSeek(at(e.clientX));
        move(null);
      }}
      onPointerCancel={() => move(null)}
      onKeyDown={(e) => {
        const next = positionForKey(e.key, now(), total);
        if (next === null || !(total > 0)) return;
        e.preventDefault();
        onSeek(next);
      }}
    >
      <span className="audio-seek__rail">
        <span
          className="audio-seek__buffered"
          style={{ width: `${total > 0 ? Math.min(100, (buffered / total) * 100) : 0}%` }}
        />
        <span className="audio-seek__played" style={{ width: `${fraction * 100}%` }} />
      </span>
      <span className="audio-seek__thumb" style={{ left: `${fraction * 100}%` }} />
    </div>
  );
}
