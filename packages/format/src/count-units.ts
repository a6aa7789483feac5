/**
 * Shared by the count abbreviations. Counts are whole and never negative, so anything else (NaN,
 * ±Infinity, negative) is shown as 0 and a fraction is dropped.
 */
export function toCount(value: number | null | undefined): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return null;
  return Math.floor(value);
}

/**
 * The count in the unit with one decimal, truncated rather than rounded: rounding would show 99,999
 * as '10.0万', a figure the count has not reached (and in the wrong unit step). Works in whole tenths
 * so no floating-point residue reaches the text. `dropZero` turns '1.0' into '1'.
 */
export function tenthsText(count: number, unit: number, dropZero: boolean): string {
  const tenths = Math.floor(count / (unit / 10));
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return dropZero && decimal === 0 ? String(whole) : `${whole}.${decimal}`;
}
