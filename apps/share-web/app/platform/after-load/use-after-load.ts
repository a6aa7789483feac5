import { startTransition, useEffect, useState } from "react";
import { afterLoadGate } from "./after-load.ts";

// Armed as soon as the site's code runs, so a tap during hydration already counts.
if (typeof window !== "undefined") afterLoadGate().arm();

/**
 * False while the server renders and while the page hydrates; true once the gate has opened.
 * The change is a transition: what it starts (the site's behaviours, the controllers, the parts
 * below the first screen) renders in slices that yield to the browser, not in one long task that
 * would block a tap (docs/decisions/0040).
 */
export function useAfterLoad(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => afterLoadGate().subscribe(() => startTransition(() => setOpen(true))), []);
  return open;
}
