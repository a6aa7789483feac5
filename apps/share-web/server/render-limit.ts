import { DURATION_BUCKETS, gauge, histogram } from "@davmu/ops";
import type { NextFunction, Request, Response } from "express";

const rendering = gauge({ name: "share_web_renders_active", help: "Pages being rendered now" });
const queued = gauge({ name: "share_web_renders_waiting", help: "Page requests waiting for a render place" });
const waits = histogram({
  name: "share_web_render_wait_seconds",
  help: "Time a page request waited for a render place (0 when one was free)",
  buckets: [0, ...DURATION_BUCKETS],
});

/**
 * At most `max` pages are rendered at once; the requests beyond wait their turn, in order. A render
 * holds its page's data, its React tree and its HTML until its response is out: under a spike
 * every request rendering at the same time held them all together without any being served sooner,
 * rendering being work for the one CPU a process has. A waiting request costs next to nothing, and
 * one whose visitor leaves while it waits gives up its place.
 */
export function renderLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return (_req: Request, res: Response, next: NextFunction) => {
    // Gone before it got here (a `.data` request cancelled while the static files were looked up
    // for it): its "close" has been and will not come again, so it must not take a place it would
    // never give back. Nothing is rendered for nobody.
    if (res.closed || res.destroyed) return;
    const arrived = performance.now();
    const start = () => {
      active++;
      rendering.set(active);
      queued.set(waiting.length);
      waits.observe((performance.now() - arrived) / 1000);
      // A response emits "close" once it is complete, or when its connection went first.
      res.once("close", () => {
        active--;
        rendering.set(active);
        waiting.shift()?.();
      });
      next();
    };
    if (active < max) return start();
    const leave = () => {
      const place = waiting.indexOf(turn);
      if (place >= 0) waiting.splice(place, 1);
      queued.set(waiting.length);
    };
    const turn = () => {
      res.off("close", leave);
      start();
    };
    waiting.push(turn);
    queued.set(waiting.length);
    res.once("close", leave);
  };
}
