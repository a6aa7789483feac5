/**
 * Signing up for an activity: its page and fields, the entries refused and why, one entry per
 * user, who may sign up, the places left and the deadline, and how fast an address or user sends.
 */
import { FormMineResponseSchema, FormSubmitResponseSchema } from "@davmu/contract";
import { ACTIVITIES } from "@davmu/demo-content/seed-activities.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";
import { CLOSED, formsTest, goodMarathon, LECTURE, MARATHON } from "./forms-testing.ts";

const { test, anonymous, member, activityId, detail, submit } = formsTest();
let t: TestApp;
beforeAll(() => {
  ({ t } = test);
});

describe("activity forms", () => {
  it("gives an activity's page and fields, with where its sign-up stands", async () => {
    const marathon = await detail(t.ids.encode(await activityId(MARATHON)));
    expect(marathon.title).toBe(ACTIVITIES[0]!.title);
    expect(marathon.state).toBe("open");
    expect(marathon.fields.map((f) => f.type)).toEqual(
      expect.arrayContaining(["text", "phone", "single", "multiple", "date", "image"]),
    );
    expect(marathon.banner?.url).toMatch(/^http.*\/media\/seed\/activities\//);
    expect(marathon.organiser.mp?.name).toBe("运动星球");
    const closed = await detail(t.ids.encode(await activityId(CLOSED)));
    expect(closed.state).toBe("closed");
    expect((await detail(t.ids.encode(await activityId(LECTURE)))).capacity).toBe(120);
  });

  it("answers 404 for an activity that does not exist or an id that does not decode", async () => {
    for (const id of [t.ids.encode(99_999), "zzzzzzzz"])
      expect((await t.call(`${t.paths.formDetail}?id=${id}`)).status).toBe(404);
  });

  it("refuses a bad entry with a 400 naming each field's problem, and stores nothing", async () => {
    const id = t.ids.encode(await activityId(MARATHON));
    const before = (await detail(id)).signup_count;
    const { status, body } = await submit(await member(), id, {
      name: "林",
      phone: "12345",
      gender: "other",
      birthday: "2026-02-30",
      size: "m",
      experience: ["half", "half"],
    });
    expect(status).toBe(400);
    const { msg, data } = body as { msg: string; data: { fields: Record<string, string> } };
    expect(data.fields).toEqual({
      name: "姓名至少 2 个字",
      phone: "请填写 11 位中国大陆手机号",
      gender: "请从给出的选项中选择性别",
      birthday: "请选择有效的日期",
      experience: "请从给出的选项中选择跑步经历",
      emergency: "请填写紧急联系人电话",
    });
    expect(msg).toContain("phone: 请填写 11 位中国大陆手机号");
    expect((await detail(id)).signup_count).toBe(before);
    const unknown = await submit(await member(), id, { ...goodMarathon, admin: true });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { msg: string }).msg).toContain("admin");
  });

  it("refuses an answer holding control characters or direction overrides, as comments and chat do", async () => {
    const id = t.ids.encode(await activityId(MARATHON));
    const before = (await detail(id)).signup_count;
    for (const name of ["张\u0000\u202e三", "张\u2066三丰", "张三\u0008"]) {
      const { status, body } = await submit(await member(), id, { ...goodMarathon, name });
      expect(status).toBe(400);
      expect((body as { data: { fields: Record<string, string> } }).data.fields).toEqual({
        name: "姓名含有不能使用的字符",
      });
    }
    expect((await detail(id)).signup_count).toBe(before);
  });

  it("takes one entry per user: a second is refused, and the user gets theirs back", async () => {
    const id = t.ids.encode(await activityId(MARATHON));
    const token = await member();
    const before = (await detail(id)).signup_count;
    const first = await submit(token, id, goodMarathon);
    expect(first.status).toBe(200);
    const accepted = FormSubmitResponseSchema.parse(first.body).data;
    expect(accepted.signup_count).toBe(before + 1);
    expect(accepted.entry.answers.find((a) => a.key === "phone")?.text).toBe("138****5678");
    expect(accepted.entry.answers.find((a) => a.key === "experience")?.text).toBe(
      "跑过 10 公里、跑过半程马拉松",
    );
    const second = await submit(token, id, { ...goodMarathon, name: "林晓雨二" });
    expect(second.status).toBe(409);
    expect((second.body as { data: { reason: string } }).data.reason).toBe("already");
    expect((await detail(id)).signup_count).toBe(before + 1);
    const mine = await t.call(`${t.paths.formMine}?id=${id}`, { headers: asUser(token) });
    expect(FormMineResponseSchema.parse(mine.body).data.entry?.id).toBe(accepted.entry.id);
    const stranger = await t.call(`${t.paths.formMine}?id=${id}`, { headers: asUser(await member()) });
    expect(FormMineResponseSchema.parse(stranger.body).data.entry).toBeNull();
  });

  it("takes sign-ups and pictures from logged-in users only: no token or an anonymous one is a 401", async () => {
    const id = t.ids.encode(await activityId(MARATHON));
    // Refused before the picture is read: any bytes will do.
    const data = "iVBORw0KGgo=";
    const before = (await detail(id)).signup_count;
    for (const headers of [{ "content-type": "application/json" }, asUser(await anonymous())]) {
      const sent = await t.call(t.paths.formSubmit, {
        method: "POST",
        headers,
        body: JSON.stringify({ id, values: goodMarathon }),
      });
      expect(sent.status).toBe(401);
      expect((sent.body as { msg: string }).msg).toMatch(/logged-in user/);
      const uploaded = await t.call(t.paths.formUpload, {
        method: "POST",
        headers,
        body: JSON.stringify({ id, field: "certificate", type: "image/png", data }),
      });
      expect(uploaded.status).toBe(401);
    }
    expect((await detail(id)).signup_count).toBe(before);
  });

  it("takes one entry per user, however many devices they come from", async () => {
    const id = t.ids.encode(await activityId(MARATHON));
    const user = await signIn(t);
    const again = await signIn(t, { phone: user.phone });
    expect(again.token).not.toBe(user.token);
    expect((await submit(user.token, id, goodMarathon)).status).toBe(200);
    const second = await submit(again.token, id, { ...goodMarathon, name: "林晓雨二号" });
    expect(second.status).toBe(409);
    expect((second.body as { data: { reason: string } }).data.reason).toBe("already");
  });

  it("limits the sign-ups one address sends a minute, whichever users send them", async () => {
    const limited = await createTestApp({ CONTENT_API_SIGNUP_RATE: "2" });
    const id = limited.ids.encode(await seededId(limited, MARATHON, "activities"));
    const from = async (remoteAddress: string) =>
      (
        await limited.app.request(
          limited.paths.formSubmit,
          {
            method: "POST",
            headers: asUser(await member(limited)),
            body: JSON.stringify({ id, values: goodMarathon }),
          },
          { incoming: { socket: { remoteAddress } } },
        )
      ).status;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await from("203.0.113.7"));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await from("198.51.100.21")).toBe(200);
  });

  it("gives no more places than there are, however many sign up at once", async () => {
    const rowId = await activityId(LECTURE);
    const id = t.ids.encode(rowId);
    const left = 120 - (await detail(id)).signup_count;
    expect(left).toBeGreaterThan(0);
    const tokens = await Promise.all(Array.from({ length: left + 6 }, () => member()));
    const values = { name: "王女士", phone: "13700001111", grade: "junior" };
    const results = await Promise.all(tokens.map((token) => submit(token, id, values)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(left);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    for (const r of results.filter((x) => x.status === 409))
      expect((r.body as { data: { reason: string } }).data.reason).toBe("full");
    const after = await detail(id);
    expect(after.signup_count).toBe(120);
    expect(after.state).toBe("full");
    const entries = await t.db
      .selectFrom("activity_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("activity_id", "=", rowId)
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(left);
  });

  it("refuses a sign-up after the deadline", async () => {
    const res = await submit(await member(), t.ids.encode(await activityId(CLOSED)), {
      name: "赵磊",
      phone: "13600002222",
      shift: ["morning"],
    });
    expect(res.status).toBe(409);
    expect((res.body as { data: { reason: string } }).data.reason).toBe("closed");
  });

  it("limits how fast one visitor sends", async () => {
    const id = t.ids.encode(await activityId(CLOSED));
    const token = await member();
    const statuses: number[] = [];
    for (let n = 0; n < 8; n++) statuses.push((await submit(token, id, {})).status);
    expect(statuses).toContain(429);
  });
});
