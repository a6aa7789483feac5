import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { Link } from "react-router";
import type { CardView } from "../../components/content/card-view.ts";
import { contentHref } from "../../components/content/content-href.ts";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { Icon } from "../../components/icons/icon.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { FlyCardDone } from "./fly-card-done.tsx";
import { swipeOutcome } from "./swipe.ts";

export type FlyCardView = CardView & { text: string };

type Gone = { card: FlyCardView; dir: "left" | "right"; n: number };

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Cards drawn under the top one, for the stack's depth. */
const UNDER = 2;

/**
 * A list as a stack of cards (docs/decisions/0068): the top card follows a finger or the mouse and
 * flies off when let go far enough (to the left: the next card; to the right: the one before),
 * buttons and the arrow keys do the same, and a counter says where the visitor is. After the last
 * card, a card that offers to start again or to read the list as a list.
 */
export function FlyCardStack({
  title,
  cards,
  listHref,
}: {
  title: string;
  cards: FlyCardView[];
  listHref: string;
}) {
  const { t, contentLang } = useI18n();
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const [gone, setGone] = useState<Gone | null>(null);
  const drag = useRef<{
    id: number;
    x: number;
    y: number;
    moved: boolean;
    horizontal: boolean | null;
  } | null>(null);
  const total = cards.length;
  const done = index >= total;

  const go = (to: number, dir: "left" | "right") => {
    if (to < 0 || to > total || to === index) return;
    const card = cards[index];
    if (card && !reducedMotion()) setGone({ card, dir, n: index });
    setDx(0);
    setIndex(to);
  };
  const next = () => go(index + 1, "left");
  const prev = () => go(index - 1, "right");

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") next();
    else if (event.key === "ArrowLeft") prev();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    drag.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      moved: false,
      horizontal: null,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const mx = event.clientX - d.x;
    const my = event.clientY - d.y;
    // The first clear move decides: sideways drags the card, up or down leaves the page to scroll.
    if (d.horizontal === null && Math.hypot(mx, my) > 8) {
      d.horizontal = Math.abs(mx) > Math.abs(my);
      if (d.horizontal) event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (!d.horizontal) return;
    d.moved = true;
    setDx(mx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = d.moved ? { ...d, id: -1 } : null;
    const width = event.currentTarget.clientWidth;
    const outcome = d.horizontal ? swipeOutcome(event.clientX - d.x, width) : "stay";
    if (outcome === "next" && index < total) next();
    else if (outcome === "prev" && index > 0) prev();
    else setDx(0);
  };

  const shown = cards.slice(index, index + UNDER + 1);
  const top = shown[0];
  return (
    <section
      className="fly-stack"
      aria-roledescription={t("flyCard.label")}
      aria-label={t("flyCard.stack", { title })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the stack takes the arrow keys, as a carousel does
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="fly-stack__deck">
        {done && <FlyCardDone total={total} listHref={listHref} onAgain={() => go(0, "right")} />}
        {shown
          .slice(1)
          .map((card, n) => (
            <div key={card.id} className="fly-card" data-depth={n + 1} aria-hidden="true" inert>
              <FlyCardFace
                card={card}
                contentLang={contentLang}
                readLabel={t("flyCard.read")}
                priority={false}
              />
            </div>
          ))
          .reverse()}
        {top && (
          <div
            key={top.id}
            className={`fly-card fly-card--top${dx !== 0 ? " fly-card--dragging" : ""}`}
            data-depth={0}
            style={dx !== 0 ? { transform: `translateX(${dx}px) rotate(${dx / 24}deg)` } : undefined}
            role="group"
            aria-label={t("flyCard.counter", { n: index + 1, total })}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            onClickCapture={(event) => {
              // A drag that ends over the card's link is not a tap on it.
              if (drag.current?.moved && event.detail > 0) event.preventDefault();
              drag.current = null;
            }}
          >
            <FlyCardFace
              card={top}
              contentLang={contentLang}
              readLabel={t("flyCard.read")}
              priority={index === 0}
            />
          </div>
        )}
        {gone && (
          <div
            key={`gone-${gone.n}`}
            className={`fly-card fly-card--gone fly-card--gone-${gone.dir}`}
            aria-hidden="true"
            inert
            onAnimationEnd={() => setGone(null)}
          >
            <FlyCardFace
              card={gone.card}
              contentLang={contentLang}
              readLabel={t("flyCard.read")}
              priority={false}
            />
          </div>
        )}
      </div>
      <div className="fly-stack__controls">
        <button
          type="button"
          className="fly-stack__button"
          onClick={prev}
          disabled={index === 0}
          aria-label={t("flyCard.prev")}
        >
          <Icon d="M15 5l-7 7 7 7" size={22} line={2.2} round="both" />
        </button>
        <p className="fly-stack__counter" aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">
            {t("flyCard.counter", { n: Math.min(index + 1, total), total })}
          </span>
          <span aria-hidden="true">
            <strong>{Math.min(index + 1, total)}</strong> / {total}
          </span>
        </p>
        <button
          type="button"
          className="fly-stack__button"
          onClick={next}
          disabled={done}
          aria-label={t("flyCard.next")}
        >
          <Icon d="M9 5l7 7-7 7" size={22} line={2.2} round="both" />
        </button>
      </div>
      <p className="fly-stack__hint">{t("flyCard.hint")}</p>
    </section>
  );
}

function FlyCardFace({
  card,
  contentLang,
  readLabel,
  priority,
}: {
  card: FlyCardView;
  contentLang: string | undefined;
  readLabel: string;
  priority: boolean;
}) {
  const { path } = useI18n();
  return (
    <article className="fly-card__face">
      <div className="fly-card__picture">
        {card.cover && (
          <CoverImage
            image={card.cover}
            priority={priority}
            sizes="(min-width: 480px) 440px, calc(100vw - 40px)"
          />
        )}
      </div>
      <div className="fly-card__text">
        <p className="fly-card__source" lang={contentLang}>
          {card.source}
        </p>
        <h2 className="fly-card__title clamp" lang={contentLang}>
          <Link className="fly-card__link" to={path(contentHref(card))} draggable={false}>
            {card.title}
          </Link>
        </h2>
        <p className="fly-card__summary clamp" lang={contentLang}>
          {card.text}
        </p>
        <span className="fly-card__read" aria-hidden="true">
          {readLabel}
        </span>
      </div>
    </article>
  );
}
