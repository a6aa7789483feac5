import { ACTIVITIES } from "@davmu/demo-content/seed-activities.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededId, type TestApp } from "../testing/test-app.ts";
import { asUser, signIn } from "../testing/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("a visitor's own answers are never kept by a browser or a proxy", () => {
  it("the account page, the bookings and the form entry are private, no-store", async () => {
    const user = await signIn(t);
    const activity = t.ids.encode(await seededId(t, ACTIVITIES[0]!.key, "activities"));
    for (const path of [
      t.paths.account(user.publicId),
      t.paths.bookingList,
      `${t.paths.formMine}?id=${activity}`,
    ]) {
      const { res, status } = await t.call(path, { headers: asUser(user.token) });
      expect(status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("so is the refusal of a visitor who is not logged in", async () => {
    const refused = await t.call(t.paths.bookingList);
    expect(refused.status).toBe(401);
    expect(refused.res.headers.get("cache-control")).toBe("private, no-store");
  });
});
