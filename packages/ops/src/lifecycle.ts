import type { Server } from "node:http";
import type { Logger } from "pino";

/** What readiness depends on beyond the process itself: null when ready, else why not. */
export type ReadinessCheck = () => Promise<string | null>;

export type Probe = { status: 200 | 503; body: { ok: boolean; reason?: string } };

/**
 * A process's state as its probes tell it: live while it answers at all, ready once started and
 * its own check passes, and not ready again from the moment it begins to stop, so a balancer
 * sends it nothing new while it finishes what it has.
 */
export function createLifecycle() {
  const draining = new AbortController();
  let started = false;
  let check: ReadinessCheck = async () => null;
  return {
    /** Aborted when the process begins to stop: long answers (event streams) end on it. */
    drainSignal: draining.signal,
    get draining() {
      return draining.signal.aborted;
    },
    /** The process has done what it does before its first visitor (migrated, warmed up). */
    started(readiness?: ReadinessCheck) {
      if (readiness) check = readiness;
      started = true;
    },
    drain() {
      draining.abort();
    },
    live(): Probe {
      return { status: 200, body: { ok: true } };
    },
    async ready(): Promise<Probe> {
      if (draining.signal.aborted) return { status: 503, body: { ok: false, reason: "stopping" } };
      if (!started) return { status: 503, body: { ok: false, reason: "starting" } };
      const reason = await check().catch((error: Error) => error.message);
      return reason ? { status: 503, body: { ok: false, reason } } : { status: 200, body: { ok: true } };
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

type StopOptions = {
  server: Server;
  lifecycle: Lifecycle;
  log: Logger;
  /** After this long the process exits anyway, with code 1. */
  timeoutMs: number;
  /** What to close once the last connection is gone (databases, brokers). */
  finish?: () => Promise<unknown>;
};

/**
 * Stops a program on SIGTERM or SIGINT without losing a request: it is marked not ready, stops
 * listening (the proxy in front moves on to the other processes), ends its event streams (their
 * browsers reconnect elsewhere), lets every request in flight finish, closing each connection as
 * its answer ends, then closes `finish` and exits: within `timeoutMs` in any case.
 */
export function stopOnSignals({ server, lifecycle, log, timeoutMs, finish }: StopOptions): void {
  const stop = (signal: NodeJS.Signals) => {
    if (lifecycle.draining) return;
    log.info({ signal, timeoutMs }, "stopping: finishing the requests in flight");
    lifecycle.drain();
    const started = Date.now();
    // A keep-alive connection between two requests holds close() open: idle ones are ended now
    // and as they become idle (an answer whose headers went out before the signal kept its
    // keep-alive); the others are told Connection: close on their next answer.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(idle);
      let code = 0;
      try {
        await finish?.();
      } catch (error) {
        log.error({ err: error }, "stopping: closing failed");
        code = 1;
      }
      log.info({ ms: Date.now() - started }, "stopped");
      process.exit(code);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.warn({ timeoutMs }, "stopping: requests still open after the time allowed; exiting");
      process.exit(1);
    }, timeoutMs).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
