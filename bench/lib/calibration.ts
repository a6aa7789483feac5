/**
 * Lighthouse's CPU slowdown calibrated to the machine, so that every simulated run stands for the
 * same phone however fast the machine is at that moment
 * (docs/decisions/0089-lighthouse-cpu-slowdown-calibrated-per-run.md).
 *
 * Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") measures the
 * host with its benchmark index and reads the multiplier off its CPU throttling calculator. The
 * calculator is linear between these points, index → multiplier, and beyond the last one at the
 * slope of the last piece (3× per 700 points). A host of index 150 needs no slowdown: it already is
 * the target phone; a host of about 1,530, the desktop Lighthouse's default of 4× assumes, is slowed
 * down four times.
 */
const CALCULATOR: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

/** The phone every simulated run stands for. */
export const TARGET_PHONE =
  "the mid-tier phone Lighthouse's mobile default means (its calculator's target: 4× on a host of index ~1,530, 1× on one of 150)";

/**
 * The multiplier is kept within these bounds: below 1× Lighthouse would count the page's tasks as
 * faster than this machine ran them; 10× is the top of the guide's range for a high-end desktop
 * simulating a mid-tier phone, reached at an index of about 2,930.
 */
export const SLOWDOWN_BOUNDS = { min: 1, max: 10 } as const;

export type Slowdown = {
  /** The benchmark index the multiplier was computed from. */
  index: number;
  /** Lighthouse's `throttling.cpuSlowdownMultiplier`, to two decimals. */
  multiplier: number;
  /**
   * Set when the calculator's value lay outside SLOWDOWN_BOUNDS: `slow host`, the machine was
   * slower than the target phone (its figures are then pessimistic); `fast host`, faster than the
   * bounds reach (its figures are optimistic).
   */
  clamped?: "slow host" | "fast host";
};

/** The calculator's multiplier for a benchmark index, within SLOWDOWN_BOUNDS. */
export function slowdownFor(index: number): Slowdown {
  if (!Number.isFinite(index) || index <= 0) throw new Error(`not a benchmark index: ${index}`);
  let piece = 0;
  while (piece < CALCULATOR.length - 2 && index > CALCULATOR[piece + 1]![0]) piece++;
  const [i0, m0] = CALCULATOR[piece]!;
  const [i1, m1] = CALCULATOR[piece + 1]!;
  const raw = m0 + ((index - i0) * (m1 - m0)) / (i1 - i0);
  const round = (m: number) => Math.round(m * 100) / 100;
  if (raw < SLOWDOWN_BOUNDS.min) return { index, multiplier: SLOWDOWN_BOUNDS.min, clamped: "slow host" };
  if (raw > SLOWDOWN_BOUNDS.max) return { index, multiplier: SLOWDOWN_BOUNDS.max, clamped: "fast host" };
  return { index, multiplier: round(raw) };
}
