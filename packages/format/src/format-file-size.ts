const KB = 1024;
const UNITS: ReadonlyArray<readonly [number, string]> = [
  [KB ** 4, "TB"],
  [KB ** 3, "GB"],
  [KB ** 2, "MB"],
];

/**
 * A file size in binary units (1 KB = 1024 bytes) with two decimals (spec §9): under 1 MB 'x.xxKB'
 * (sizes under 1 KB too: 512 → '0.50KB'), then MB, GB, TB. The decimals are truncated like the counts',
 * so 1,048,575 bytes is '1023.99KB' and never '1024.00KB'. Negative, NaN or missing → '0.00KB'.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== "number" || !Number.isFinite(bytes) || bytes < 0) return "0.00KB";
  const whole = Math.floor(bytes);
  const [unit, name] = UNITS.find(([size]) => whole >= size) ?? [KB, "KB"];
  // Hundredths from whole bytes: dividing by a power of two is exact, so nothing rounds the wrong way.
  const hundredths = Math.floor((whole * 100) / unit);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}${name}`;
}
