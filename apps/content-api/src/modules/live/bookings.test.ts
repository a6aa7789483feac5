import { BookingListSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const roomId = async (key: string) => t.ids.encode(await seededId(t, key));
const post = (path: string, booking_id: string, token?: string) =>
  t.call(path, {
    method: "POST",
    headers: token ? asUser(token) : { "content-type": "application/json" },
    body: JSON.stringify({ booking_id, booking_type: "live" }),
  });
const list = async (token: string) =>
  BookingListSchema.parse(
    ((await t.call(t.paths.bookingList, { headers: asUser(token) })).body as { data: unknown }).data,
  ).list;

describe("bookings of a room's start", () => {
  it("books once however often asked, lists it, and unbooks", async () => {
    const id = await roomId("seed:live:night-market");
    const user = await signIn(t);
    expect((await post(t.paths.booking, id)).status).toBe(401);
    expect((await post(t.paths.booking, id, user.token)).status).toBe(200);
    expect((await post(t.paths.booking, id, user.token)).status).toBe(200);
    const booked = await list(user.token);
    expect(booked.map((b) => b.booking_id)).toEqual([id]);
    expect(booked[0]!.start_time).toBeGreaterThan(0);
    // Another user's list is their own.
    expect(await list((await signIn(t)).token)).toEqual([]);
    expect((await post(t.paths.unBooking, id, user.token)).status).toBe(200);
    expect((await post(t.paths.unBooking, id, user.token)).status).toBe(200);
    expect(await list(user.token)).toEqual([]);
  });

  it("refuses an ended room and what is not a room", async () => {
    const user = await signIn(t);
    expect((await post(t.paths.booking, await roomId("seed:live:opera"), user.token)).status).toBe(400);
    expect((await post(t.paths.booking, t.ids.encode(999_999), user.token)).status).toBe(404);
  });
});
