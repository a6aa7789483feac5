/** What the network banner shows: nothing, the offline warning, or the brief "back online". */
export type NetworkBanner = "none" | "offline" | "restored";

/** How long "back online" stays before it goes. */
export const RESTORED_VISIBLE_MS = 3000;

/** The banner after the status changed from `wasOnline` to `online`. */
export function nextBanner(wasOnline: boolean, online: boolean, current: NetworkBanner): NetworkBanner {
  if (!online) return "offline";
  if (!wasOnline) return "restored";
  return current;
}
