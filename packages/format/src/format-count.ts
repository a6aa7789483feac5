import { tenthsText, toCount } from "./count-units.ts";

const WAN = 10_000;
const YI = 100_000_000;

/**
 * A count as shown on cards (spec §9): below 10,000 the number itself; from 10,000 'N万' and from
 * 100,000,000 'N亿', with one decimal that is dropped when it is 0 (12345 → '1.2万', 10000 → '1万').
 * The decimal is truncated, not rounded, so 99,999 is '9.9万' and never '10万'. Negative, NaN or
 * missing → '0'.
 */
export function formatCount(value: number | null | undefined): string {
  const count = toCount(value);
  if (count === null) return "0";
  if (count >= YI) return `${tenthsText(count, YI, true)}亿`;
  if (count >= WAN) return `${tenthsText(count, WAN, true)}万`;
  return String(count);
}
