import { programLog } from "@davmu/ops";
import { sql } from "kysely";
import pg from "pg";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../testing/test-config.ts";
import {
  onRelease,
  openTestDatabase,
  reopenTestDatabase,
  type TestDatabase,
  testDialect,
} from "../testing/test-database.ts";
import { type LiveBroker, LivePayloadTooLargeError, MAX_PAYLOAD_BYTES } from "./broker.ts";
import { createLiveBroker } from "./create-broker.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await openTestDatabase({ contents: "empty" });
});

/** The broker a process of the service on `database` gets (its own pool on PostgreSQL). */
function brokerOf(db: TestDatabase): LiveBroker {
  const broker = createLiveBroker(testConfig(db.env).database, db.db);
  onRelease(() => broker.close());
  return broker;
}

/** Collects what a channel receives; `waitFor(n)` waits until n messages are in (a few seconds at most). */
function inbox() {
  const received: string[] = [];
  let wake: (() => void) | undefined;
  return {
    received,
    handler: (payload: string) => {
      received.push(payload);
      wake?.();
    },
    async waitFor(count: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (received.length < count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return received.slice();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe(`the live broker of the database in use`, () => {
  it("delivers a message to every subscriber of its channel, and to no other channel", async () => {
    const broker = brokerOf(database);
    const a = inbox();
    const b = inbox();
    const other = inbox();
    await broker.subscribe("live:1", a.handler);
    await broker.subscribe("live:1", b.handler);
    await broker.subscribe("live:2", other.handler);
    await broker.publish("live:1", "直播开始了");
    expect(await a.waitFor(1)).toEqual(["直播开始了"]);
    expect(await b.waitFor(1)).toEqual(["直播开始了"]);
    await settle();
    expect(other.received).toEqual([]);
  });

  it("stops delivering to a subscriber once it unsubscribes, and goes on for the others", async () => {
    const broker = brokerOf(database);
    const leaving = inbox();
    const staying = inbox();
    const stop = await broker.subscribe("live:3", leaving.handler);
    await broker.subscribe("live:3", staying.handler);
    await broker.publish("live:3", "one");
    await leaving.waitFor(1);
    await staying.waitFor(1);
    await stop();
    await broker.publish("live:3", "two");
    expect(await staying.waitFor(2)).toEqual(["one", "two"]);
    await settle();
    expect(leaving.received).toEqual(["one"]);
  });

  it("carries a payload of the largest size and refuses a larger one with a clear error", async () => {
    const broker = brokerOf(database);
    const box = inbox();
    await broker.subscribe("live:4", box.handler);
    const largest = "x".repeat(MAX_PAYLOAD_BYTES);
    await broker.publish("live:4", largest);
    expect((await box.waitFor(1))[0]).toHaveLength(MAX_PAYLOAD_BYTES);
    // Counted in bytes, as PostgreSQL counts: 2667 Chinese characters are 8001 bytes in UTF-8.
    for (const payload of [`${largest}x`, "直".repeat(2667)]) {
      await expect(broker.publish("live:4", payload)).rejects.toThrow(LivePayloadTooLargeError);
    }
    await expect(broker.publish("live:4", "直".repeat(2667))).rejects.toThrow(/8001 bytes.*7999-byte limit/);
  });

  it("refuses channel names the database would cut or cannot carry", async () => {
    const broker = brokerOf(database);
    for (const channel of ["", "c".repeat(64), "直".repeat(22), "a\0b"]) {
      await expect(broker.subscribe(channel, () => {})).rejects.toThrow(/channel name/);
      await expect(broker.publish(channel, "x")).rejects.toThrow(/channel name/);
    }
  });

  it("takes any other channel name as a name, never as SQL", async () => {
    await sql`create table canary (n integer)`.execute(database.db);
    const broker = brokerOf(database);
    const box = inbox();
    const channel = `x"; drop table canary; --`;
    await broker.subscribe(channel, box.handler);
    await broker.publish(channel, "still here");
    expect(await box.waitFor(1)).toEqual(["still here"]);
    await broker.publish(`'); drop table canary; --`, "y");
    expect(await sql`select count(*) as n from canary`.execute(database.db)).toBeTruthy();
  });
});

describe.runIf(testDialect() === "postgres")("the PostgreSQL live broker (LISTEN/NOTIFY)", () => {
  it("on PostgreSQL, brokers of two processes on one database see each other's messages", async () => {
    const first = brokerOf(database);
    const second = brokerOf(reopenTestDatabase(database));
    const atFirst = inbox();
    const atSecond = inbox();
    await first.subscribe("room:9", atFirst.handler);
    await second.subscribe("room:9", atSecond.handler);
    await first.publish("room:9", "from the first");
    await second.publish("room:9", "from the second");
    expect((await atFirst.waitFor(2)).sort()).toEqual(["from the first", "from the second"]);
    expect((await atSecond.waitFor(2)).sort()).toEqual(["from the first", "from the second"]);
  });

  it("on PostgreSQL, listens again after its connection is cut, with every channel it had", async () => {
    const logged = vi.spyOn(programLog(), "error").mockImplementation(() => {});
    const broker = brokerOf(database);
    const box = inbox();
    await broker.subscribe("room:10", box.handler);
    const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'davmu-content-api-live' and datname = current_database()",
    );
    await admin.end();
    // Messages sent while it reconnects are lost (streams resume from the database): send until one arrives.
    const deadline = Date.now() + 10_000;
    while (box.received.length === 0 && Date.now() < deadline) {
      await broker.publish("room:10", "after the cut");
      await box.waitFor(1, 200);
    }
    expect(box.received[0]).toBe("after the cut");
    expect(logged.mock.calls[0]?.[1]).toMatch(/live broker lost its PostgreSQL connection/);
    logged.mockRestore();
  });
});
