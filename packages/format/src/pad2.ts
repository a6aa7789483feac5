/** Two digits with a leading zero, for clock times, durations and MM-DD. */
export function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
