import { pad2 } from "./pad2.ts";

/**
 * A media duration in seconds as a player shows it: 'm:ss' under an hour (0:59, 59:59), 'h:mm:ss'
 * from an hour (1:00:00). Fractions of a second are dropped. Null, negative or NaN → '' so a card
 * simply shows no duration badge (the contract's duration is null for non-media items).
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) return "";
  const total = Math.floor(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(secs)}` : `${minutes}:${pad2(secs)}`;
}
