/**
 * A figure over several runs: its median and its spread, and the verdict against its budget
 * (docs/decisions/0089-lighthouse-cpu-slowdown-calibrated-per-run.md).
 */

export type Spread = { median: number; min: number; max: number };

/**
 * The median (with an even count, the lower middle value), the lowest and the highest value. A run
 * without the figure (NaN) is left out; with none left, all three are NaN.
 */
export function spreadOf(values: number[]): Spread {
  if (values.length === 0) throw new Error("no values");
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)]!,
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
  };
}

/** A budget is an upper bound (`max`: the figure may be at most that) or a lower bound (`min`). */
export type Bound = { max: number } | { min: number };

/**
 * `met`: every run within the budget; `missed`: every run outside it; `within noise`: the spread
 * covers the budget (some runs within, some outside), so the runs cannot tell either way, whatever
 * side the median falls on. With one run the spread is that run's value: met or missed. A figure no
 * run could give (NaN) is missed.
 */
export type Verdict = "met" | "missed" | "within noise";

export function verdictOf(spread: Pick<Spread, "min" | "max">, bound: Bound): Verdict {
  const within = (v: number) => ("max" in bound ? v <= bound.max : v >= bound.min);
  const best = "max" in bound ? spread.min : spread.max;
  const worst = "max" in bound ? spread.max : spread.min;
  if (within(worst)) return "met";
  if (!within(best)) return "missed";
  return "within noise";
}
