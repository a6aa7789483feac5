/** The speeds the speed button steps through, as podcast and audiobook apps offer them. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/** The speed after `rate`: the next one up, and back to the slowest after the fastest. */
export function nextSpeed(rate: number): number {
  const next = SPEEDS.find((s) => s > rate + 0.001);
  return next ?? SPEEDS[0];
}

/** How the button shows a speed: 1×, 1.25×, 0.75×. */
export function speedLabel(rate: number): string {
  return `${Number(rate.toFixed(2))}×`;
}
