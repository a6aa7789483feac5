/**
 * Asking for a login code: the text and the outbox, the same answer for a registered number as
 * for an unknown one, the numbers and purposes taken, a keyed hash stored, and the codes' digits.
 */
import { ErrorEnvelopeSchema, LOGIN_CODE_TTL_SECONDS, VcodeSentResponseSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/test-app.ts";
import { nextPhone } from "../../testing/users.ts";
import { newLoginCode } from "./login-codes.ts";
import { loginTest } from "./login-testing.ts";

let t: TestApp;
let clock = 1_900_000_000;
const { test, askCode, outbox, lastCode, logIn } = loginTest(() => clock);
beforeAll(() => {
  ({ t } = test);
});

describe("GET vcode", () => {
  it("texts a six-digit code, kept in the development outbox, and says how long it lasts", async () => {
    const phone = nextPhone();
    const { status, body, res } = await askCode(phone);
    expect(status).toBe(200);
    expect(VcodeSentResponseSchema.parse(body).data).toEqual({
      sent: true,
      expires_in: LOGIN_CODE_TTL_SECONDS,
      resend_in: 60,
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [message] = await outbox(phone);
    expect(message).toMatchObject({ phone, purpose: "login", sent_at: clock });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.code);
    expect(message!.text).toMatch(/5分钟内有效/);
  });

  it("answers a registered number exactly as an unknown one", async () => {
    const known = nextPhone();
    await logIn(known);
    clock += 120;
    const a = await askCode(known);
    const b = await askCode(nextPhone());
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect([...a.res.headers.keys()].sort()).toEqual([...b.res.headers.keys()].sort());
  });

  it("reads a number written with spaces, dashes or a country code as its 11 digits", async () => {
    for (const [typed, stored] of [
      ["+86 138 0013 8001", "13800138001"],
      ["0086-13800138002", "13800138002"],
      ["138-0013-8003", "13800138003"],
      ["8613800138004", "13800138004"],
    ] as const) {
      expect((await askCode(typed)).status, typed).toBe(200);
      expect((await outbox(stored)).length, typed).toBe(1);
    }
  });

  it.each([
    ["", "phone"],
    ["1380013800", "phone"],
    ["138001380000", "phone"],
    ["12800138000", "phone"],
    ["+1 415 555 0100", "phone"],
    ["1380013800a", "phone"],
  ])("answers 400 for the number %j and texts nothing", async (phone, field) => {
    const { status, body } = await askCode(phone);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain(field);
  });

  it("answers 400 for a purpose it does not know", async () => {
    const { status, body } = await askCode(nextPhone(), "reset");
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain("purpose");
  });

  it("keeps only a keyed hash of the code", async () => {
    const phone = nextPhone();
    await askCode(phone);
    const code = await lastCode(phone);
    const row = await t.db
      .selectFrom("login_codes")
      .selectAll()
      .where("phone", "=", phone)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("login codes", () => {
  it("are six digits, leading zeros kept, spread over the whole range", () => {
    const codes = Array.from({ length: 4000 }, newLoginCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(3980);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });
});
