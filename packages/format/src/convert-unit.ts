import { tenthsText, toCount } from "./count-units.ts";

/** Largest unit first: the first one the count reaches is used. */
const UNITS: ReadonlyArray<readonly [number, string]> = [
  [100_000_000, "亿"],
  [10_000_000, "千万"],
  [1_000_000, "百万"],
  [10_000, "万"],
];

/**
 * A count in the finer Chinese units of spec §9: 亿 from 1e8, 千万 from 1e7, 百万 from 1e6, 万 from
 * 1e4, always with one decimal (23,456,789 → '2.3千万', 1,500,000 → '1.5百万', 10,000 → '1.0万');
 * below 10,000 the number itself. The decimal is truncated like formatCount's, so a count never
 * shows as the next unit step ('10.0万') before it gets there. Negative, NaN or missing → '0'.
 */
export function convertUnit(value: number | null | undefined): string {
  const count = toCount(value);
  if (count === null) return "0";
  for (const [unit, name] of UNITS) {
    if (count >= unit) return `${tenthsText(count, unit, false)}${name}`;
  }
  return String(count);
}
