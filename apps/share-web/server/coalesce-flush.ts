import type { NextFunction, Request, Response } from "express";

type Flushable = Response & { flush?: () => void };

/**
 * React Router flushes the compressor after every chunk of a streamed page, and each flush ends a
 * deflate block: the first HTML came out ~30% larger than compressed in one piece. Flushes asked
 * for in the same turn of the event loop are merged into one, so the shell still goes out at once
 * and deferred data still streams, at nearly the full compression ratio.
 */
export function coalesceFlush(_req: Request, res: Flushable, next: NextFunction) {
  const flush = res.flush?.bind(res);
  if (flush) {
    let scheduled = false;
    res.flush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) flush();
      });
    };
  }
  next();
}
