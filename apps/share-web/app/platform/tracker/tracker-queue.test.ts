import { TrackerBatchSchema, type TrackerLog, TrackerLogSchema } from "@davmu/contract";
import { describe, expect, it, vi } from "vitest";
import type { DeviceMeta } from "../device.ts";
import {
  createTrackerQueue,
  MAX_BODY_BYTES,
  mergeEvents,
  type TrackerEvent,
  toBodies,
  toLog,
} from "./tracker-queue.ts";

const device: DeviceMeta = { device_type: "IOS", device_os: "iOS 17.2", user_id: "u1" };
const AT = 1_790_000_000_000;
const id = (n: number) => `item${String(n).padStart(4, "0")}`;

function fakeTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    setTimer: (fn: () => void) => {
      pending.set(next, fn);
      return next++;
    },
    clearTimer: (t: unknown) => pending.delete(t as number),
    fire: () => {
      const fns = [...pending.values()];
      pending.clear();
      for (const fn of fns) fn();
    },
    get count() {
      return pending.size;
    },
  };
}

describe("toLog", () => {
  it("writes the spec's fields, and durations and percents only for reads", () => {
    expect(toLog({ behavior: "view", tids: [id(1)], at: AT }, device, "wap")).toEqual({
      timestamp: AT,
      version: "1",
      terminal: "wap",
      tid: id(1),
      behavior: "view",
      device_type: "IOS",
      device_os: "iOS 17.2",
      user_id: "u1",
    });
    // The player framed in another site says so: its views are counted apart.
    expect(toLog({ behavior: "play", tids: [id(1)], at: AT, percent: 0 }, device, "embed")).toMatchObject({
      terminal: "embed",
      percent: 0,
    });
    const read = toLog(
      { behavior: "read", tids: [id(1)], at: AT, duration: 12.6, percent: 133.33 },
      device,
      "wap",
    );
    expect(read).toMatchObject({ duration: 13, percent: 100 });
    expect(
      toLog({ behavior: "read", tids: [id(1)], at: AT, duration: 3, percent: 41.27 }, device, "wap").percent,
    ).toBe(41.3);
  });
});

describe("mergeEvents", () => {
  it("joins waiting exposures into tid lists of at most 20 and keeps views and reads apart", () => {
    const exposes: TrackerEvent[] = Array.from({ length: 50 }, (_, i) => ({
      behavior: "expose",
      tids: [id(i)],
      at: AT + i,
    }));
    const merged = mergeEvents([{ behavior: "view", tids: [id(99)], at: AT }, ...exposes]);
    expect(merged.map((e) => [e.behavior, e.tids.length])).toEqual([
      ["view", 1],
      ["expose", 20],
      ["expose", 20],
      ["expose", 10],
    ]);
    for (const log of merged.map((e) => toLog(e, device, "wap")))
      expect(TrackerLogSchema.safeParse(log).success).toBe(true);
    expect(toLog(merged[3]!, device, "wap").tid).toBe(
      exposes
        .slice(40)
        .map((e) => e.tids[0])
        .join("|"),
    );
  });
});

describe("toBodies", () => {
  it("splits into bodies the service accepts, by count and by size", () => {
    const logs: TrackerLog[] = Array.from({ length: 120 }, (_, i) =>
      toLog({ behavior: "view", tids: [id(i)], at: AT }, device, "wap"),
    );
    const bodies = toBodies(logs);
    expect(bodies.flat()).toEqual(logs);
    for (const body of bodies) {
      expect(JSON.stringify(body).length).toBeLessThanOrEqual(MAX_BODY_BYTES);
      expect(TrackerBatchSchema.safeParse(body).success).toBe(true);
    }
    const wide = Array.from({ length: 40 }, () =>
      toLog({ behavior: "expose", tids: Array.from({ length: 20 }, (_, i) => id(i)), at: AT }, device, "wap"),
    );
    const wideBodies = toBodies(wide);
    expect(wideBodies.length).toBeGreaterThan(1);
    for (const body of wideBodies) {
      expect(JSON.stringify(body).length).toBeLessThanOrEqual(MAX_BODY_BYTES);
      expect(TrackerBatchSchema.safeParse(body).success).toBe(true);
    }
  });
});

describe("createTrackerQueue", () => {
  const setup = (beaconOk = true) => {
    const timers = fakeTimers();
    const sent: TrackerLog[][] = [];
    const beacons: string[] = [];
    const queue = createTrackerQueue({
      send: async (logs) => {
        sent.push(logs);
      },
      beacon: (body) => {
        beacons.push(body);
        return beaconOk;
      },
      device: () => device,
      terminal: () => "wap",
      maxEvents: 3,
      flushMs: 5000,
      ...timers,
    });
    return { queue, timers, sent, beacons };
  };

  it("waits, then sends one batch when the timer fires", async () => {
    const { queue, timers, sent } = setup();
    queue.push({ behavior: "view", tids: [id(1)], at: AT });
    queue.push({ behavior: "expose", tids: [id(2)], at: AT });
    expect(sent).toHaveLength(0);
    expect(timers.count).toBe(1);
    timers.fire();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.map((l) => l.behavior)).toEqual(["view", "expose"]);
    expect(queue.size).toBe(0);
  });

  it("sends at once when N events wait", async () => {
    const { queue, timers, sent } = setup();
    for (let i = 0; i < 3; i++) queue.push({ behavior: "view", tids: [id(i)], at: AT });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(timers.count).toBe(0);
  });

  it("hands everything to a beacon when the page hides, as JSON text", () => {
    const { queue, beacons, sent } = setup();
    queue.push({ behavior: "read", tids: [id(1)], at: AT, duration: 30, percent: 80 });
    queue.flushOnHide();
    expect(sent).toHaveLength(0);
    expect(JSON.parse(beacons[0]!)).toEqual([
      expect.objectContaining({ behavior: "read", duration: 30, percent: 80 }),
    ]);
    queue.flushOnHide();
    expect(beacons).toHaveLength(1);
  });

  it("sends the normal way what the browser's beacon refuses", async () => {
    const { queue, sent } = setup(false);
    queue.push({ behavior: "view", tids: [id(1)], at: AT });
    queue.flushOnHide();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });

  it("a failed send loses that batch only, and never throws", async () => {
    const queue = createTrackerQueue({
      send: () => Promise.reject(new Error("offline")),
      beacon: () => false,
      device: () => device,
      terminal: () => "wap",
    });
    queue.push({ behavior: "view", tids: [id(1)], at: AT });
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(queue.size).toBe(0);
  });
});
