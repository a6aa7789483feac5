import { useEffect, useState } from "react";

/**
 * Starts `behaviours` (hooks without arguments) one after the other, each in a task of its own: the
 * first with the component, each next one in a timer after the previous one's effects ran. Their
 * start-up work then never adds up to one long task, which would hold a tap back (and count as
 * blocking time).
 */
export function OnePerTask({ behaviours }: { behaviours: ReadonlyArray<() => void> }) {
  const [started, setStarted] = useState(1);
  useEffect(() => {
    if (started >= behaviours.length) return;
    const timer = setTimeout(() => setStarted((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [started, behaviours.length]);
  return behaviours.slice(0, started).map((start, i) => <Behaviour key={i} start={start} />);
}

function Behaviour({ start }: { start: () => void }) {
  start();
  return null;
}
