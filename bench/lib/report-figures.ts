/**
 * What the bench's tables are written with: the Lighthouse figures with their labels and budgets,
 * sizes, times and ranges as printed, the marks of the verdicts, and the columns lined up.
 */
import type { Metrics } from "./lighthouse.ts";
import type { Budgets, Status } from "./report.ts";
import { type Bound, spreadOf } from "./spread.ts";

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (v: number) => `${Math.round(v)} ms`;
export const MARK: Record<Status, string> = { met: "", missed: " ✗", "within noise": " ~" };

/** What the marks of the tables mean. */
export const MARKS_LEGEND =
  "✗ missed: every run outside its budget; ~ within noise: the runs' spread covers the budget";

/** A Lighthouse figure: how the bench names it, how the tables label and print it, its budget. */
type LighthouseFigure = {
  label: string;
  key: keyof Metrics;
  throttling: "lighthouse" | "loopback";
  /** The check's name, for the figures with a budget. */
  figure?: string;
  bound?: (b: Budgets) => Bound;
  format: (v: number) => string;
  unit: string;
};

const rounded = (v: number) => (Number.isFinite(v) ? String(Math.round(v)) : "–");
/** A time in ms, with its check and budget where it has one. */
const time = (
  label: string,
  key: keyof Metrics,
  throttling: LighthouseFigure["throttling"],
  budget?: Pick<LighthouseFigure, "figure" | "bound">,
): LighthouseFigure => ({ label, key, throttling, format: rounded, unit: " ms", ...budget });

export const LIGHTHOUSE_FIGURES: LighthouseFigure[] = [
  {
    label: "Performance",
    key: "performance",
    throttling: "lighthouse",
    figure: "performance",
    bound: (b) => b.performance,
    format: rounded,
    unit: "",
  },
  time("FCP", "fcp", "lighthouse"),
  time("LCP", "lcp", "lighthouse", { figure: "lcp", bound: (b) => b.lcpSimulatedMs }),
  time("TBT", "tbt", "lighthouse", { figure: "tbt", bound: (b) => b.tbtMs }),
  {
    label: "CLS",
    key: "cls",
    throttling: "lighthouse",
    figure: "cls",
    bound: (b) => b.cls,
    format: (v) => (Number.isFinite(v) ? v.toFixed(3) : "–"),
    unit: "",
  },
  time("Speed Index", "si", "lighthouse"),
  time("FCP (loopback)", "fcp", "loopback"),
  time("LCP (loopback)", "lcp", "loopback", { figure: "lcp-loopback", bound: (b) => b.lcpMs }),
];

export const boundText = (bound: Bound | undefined, format: (v: number) => string, unit: string) =>
  !bound ? "" : "max" in bound ? `≤ ${format(bound.max)}${unit}` : `≥ ${format(bound.min)}${unit}`;
export const range = (values: number[], format: (v: number) => string, unit = "") => {
  const { min, max } = spreadOf(values);
  return Number.isFinite(min) ? `${format(min)}–${format(max)}${unit}` : "–";
};
export const multiplier = (m: number) => `${m.toFixed(1)}×`;
export const index = (i: number) => String(Math.round(i));

/** The rows as columns, the first left-aligned, the others right-aligned. */
export function align(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? "")].length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
