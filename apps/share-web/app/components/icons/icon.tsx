type Props = {
  /** The path, drawn on a 24 × 24 grid. */
  d: string;
  /** The width and height in CSS pixels. */
  size: number;
  /** The stroke width of a line icon; without it the path is filled. */
  line?: number;
  /** A line icon filled as well (a like that is on). */
  filled?: boolean;
  /** Which line ends and corners are round. */
  round?: "join" | "cap" | "both" | "none";
};

/**
 * An icon in the text's colour, one path on a 24 × 24 grid, hidden from assistive technology: the
 * button or label around it names what it does.
 */
export function Icon({ d, size, line, filled = false, round = "join" }: Props) {
  const stroke =
    line === undefined
      ? {}
      : {
          stroke: "currentColor",
          strokeWidth: line,
          strokeLinejoin: round === "join" || round === "both" ? ("round" as const) : undefined,
          strokeLinecap: round === "cap" || round === "both" ? ("round" as const) : undefined,
        };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={d} fill={line === undefined || filled ? "currentColor" : "none"} {...stroke} />
    </svg>
  );
}
