import {
  type PlayMilestone,
  TRACKER_MAX_LOGS_PER_CALL,
  TRACKER_MAX_TIDS_PER_LOG,
  TRACKER_VERSION,
  type TrackerLog,
  type TrackerTerminal,
} from "@davmu/contract/client";
import type { DeviceMeta } from "../device.ts";

/** What the page reports; the queue adds the device and the tracker's constants. */
export type TrackerEvent =
  | { behavior: "view" | "expose"; tids: string[]; at: number }
  | { behavior: "read"; tids: string[]; at: number; duration: number; percent: number }
  | { behavior: "play"; tids: string[]; at: number; percent: PlayMilestone };

/** The service takes at most 20 logs of up to 20 ids in a body under 16 KB (docs/decisions/0023). */
export const MAX_LOGS_PER_BODY = TRACKER_MAX_LOGS_PER_CALL;
export const MAX_TIDS_PER_LOG = TRACKER_MAX_TIDS_PER_LOG;
export const MAX_BODY_BYTES = 12 * 1024;
/** Nothing more is kept while the service cannot be reached: analytics never grow without end. */
export const MAX_QUEUED_EVENTS = 200;

/** One spec §7 log of an event. Durations are whole seconds; percents have one decimal. */
export function toLog(event: TrackerEvent, device: DeviceMeta, terminal: TrackerTerminal): TrackerLog {
  const log: TrackerLog = {
    timestamp: event.at,
    version: TRACKER_VERSION,
    terminal,
    tid: event.tids.join("|"),
    behavior: event.behavior,
    device_type: device.device_type,
    device_os: device.device_os,
    user_id: device.user_id,
  };
  if (event.behavior === "read") {
    log.duration = Math.max(0, Math.round(event.duration));
    log.percent = Math.min(100, Math.max(0, Math.round(event.percent * 10) / 10));
  }
  if (event.behavior === "play") log.percent = event.percent;
  return log;
}

/**
 * Exposures waiting together are sent as one log per batch of ids (the spec's tid list), in the
 * order they happened; views and reads stay one log each.
 */
export function mergeEvents(events: TrackerEvent[]): TrackerEvent[] {
  const out: TrackerEvent[] = [];
  let open: { behavior: "expose"; tids: string[]; at: number } | null = null;
  for (const event of events) {
    if (event.behavior !== "expose") {
      out.push(event);
      continue;
    }
    for (const tid of event.tids) {
      if (!open || open.tids.length >= MAX_TIDS_PER_LOG) {
        open = { behavior: "expose", tids: [], at: event.at };
        out.push(open);
      }
      open.tids.push(tid);
    }
  }
  return out;
}

/** Splits logs into request bodies the service accepts: by count and by serialised size. */
export function toBodies(logs: TrackerLog[]): TrackerLog[][] {
  const bodies: TrackerLog[][] = [];
  let current: TrackerLog[] = [];
  const close = () => {
    if (current.length) bodies.push(current);
    current = [];
  };
  for (const log of logs) {
    const next = [...current, log];
    if (current.length && (next.length > MAX_LOGS_PER_BODY || JSON.stringify(next).length > MAX_BODY_BYTES)) {
      close();
      current = [log];
    } else {
      current = next;
    }
  }
  close();
  return bodies;
}

export type TrackerQueueOptions = {
  /** Sends one body the normal way; rejects when it should be tried again later. */
  send: (logs: TrackerLog[]) => Promise<void>;
  /** Sends one body as the page goes away; false when the browser would not take it. */
  beacon: (body: string) => boolean;
  device: () => DeviceMeta;
  /** Where the logs come from: the site's pages, or its player in another site's frame. */
  terminal: () => TrackerTerminal;
  /** Flush once this many events wait... */
  maxEvents?: number;
  /** ...or this long after the first one. */
  flushMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** Batches events and sends them: every few seconds, at N events, and at once when the page hides. */
export function createTrackerQueue(options: TrackerQueueOptions) {
  const maxEvents = options.maxEvents ?? 20;
  const flushMs = options.flushMs ?? 5_000;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let events: TrackerEvent[] = [];
  let timer: unknown = null;

  const take = (): TrackerLog[][] => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const taken = events;
    events = [];
    const device = options.device();
    const terminal = options.terminal();
    return toBodies(mergeEvents(taken).map((e) => toLog(e, device, terminal)));
  };

  const queue = {
    push(event: TrackerEvent): void {
      if (events.length >= MAX_QUEUED_EVENTS) return;
      events.push(event);
      if (events.length >= maxEvents) void queue.flush();
      else if (timer === null) timer = setTimer(() => void queue.flush(), flushMs);
    },
    /** Sends what waits; a body that fails is dropped, its failure logged by the HTTP client. */
    async flush(): Promise<void> {
      await Promise.all(take().map((body) => options.send(body).catch(() => undefined)));
    },
    /** The page is going away: beacons now, the normal way for any the browser refuses. */
    flushOnHide(): void {
      for (const body of take()) {
        if (!options.beacon(JSON.stringify(body))) void options.send(body).catch(() => undefined);
      }
    },
    get size(): number {
      return events.length;
    },
  };
  return queue;
}

export type TrackerQueue = ReturnType<typeof createTrackerQueue>;
