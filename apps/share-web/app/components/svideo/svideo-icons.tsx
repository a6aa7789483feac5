/** The feed's icons, drawn inline: a few paths, no icon font or sprite to fetch. */
const PATHS = {
  play: "M8 5.5v13l10.5-6.5z",
  pause: "M7 5h3.5v14H7zm6.5 0H17v14h-3.5z",
  home: "M4 11.5 12 5l8 6.5V20h-5.5v-5h-5v5H4z",
  up: "M6 15l6-6 6 6",
  down: "M6 9l6 6 6-6",
  like: "M12 20.3 4.9 13.5A4.6 4.6 0 0 1 12 7.6a4.6 4.6 0 0 1 7.1 5.9z",
  comment: "M4 5.5h16v10.5H10l-4.5 3.5V16H4z",
  share: "M13.5 5v4C7.5 9.5 5 13.5 4.5 19c2-3.2 4.8-4.6 9-4.6V19L20 12z",
} as const;

export type SvideoIconName = keyof typeof PATHS | "sound" | "muted" | "captions" | "captionsOn";

/** One of the feed's icons at `size` px, filled (or stroked, for the arrows) in the text colour. */
export function SvideoIcon({ name, size = 24 }: { name: SvideoIconName; size?: number }) {
  const stroke = name === "up" || name === "down";
  if (name === "captions" || name === "captionsOn") {
    // A caption box: outlined while off, filled while on; its two lines of text cut out of it.
    const on = name === "captionsOn";
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <rect
          x="3.5"
          y="5.5"
          width="17"
          height="13"
          rx="2.5"
          fill={on ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <path
          d="M7 11h4M13 11h4M7 14.5h7M16 14.5h1"
          stroke={on ? "#000" : "currentColor"}
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {name === "sound" || name === "muted" ? (
        <>
          <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
          {name === "muted" ? (
            <path d="M16 9.5l5 5m0-5l-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path
              d="M16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
            />
          )}
        </>
      ) : (
        <path
          d={PATHS[name]}
          fill={stroke ? "none" : "currentColor"}
          stroke={stroke ? "currentColor" : undefined}
          strokeWidth={stroke ? 2.4 : undefined}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
