import { useSyncExternalStore } from "react";
import { afterLoadGate } from "./after-load.ts";

// Armed as soon as the site's code runs, so a tap during hydration already counts.
if (typeof window !== "undefined") afterLoadGate().arm();

const subscribe = (listener: () => void) => afterLoadGate().subscribe(listener);
const isOpen = () => afterLoadGate().isOpen();

/** False while the server renders and while the page hydrates; true once the gate has opened. */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(subscribe, isOpen, () => false);
}
