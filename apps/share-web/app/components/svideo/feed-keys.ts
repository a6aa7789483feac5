/** What the feed hears of the arrow keys until the controller is mounted (then: nothing). */
export type EarlyKeys = { mounted: boolean; steps: number[] };

/** The step an arrow or page key asks for: 1, -1, or 0 for any other key. */
export function keyStep(key: string): number {
  return key === "ArrowDown" || key === "PageDown" ? 1 : key === "ArrowUp" || key === "PageUp" ? -1 : 0;
}

/** Keys that belong to what has focus: a form field, or a dialog over the feed. */
export function ownsKeys(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    !!target.closest("input, textarea, select, [contenteditable], dialog, [role=dialog]")
  );
}
