import { ErrorEnvelopeSchema } from "@davmu/contract";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { nextPhone } from "../../testing/users.ts";

/** 2030-01-01 08:00:00 in China: the start of a clock hour, early in a China day. */
const START = 1_893_456_000;

function askFrom(app: TestApp, address = "192.0.2.10") {
  return async (phone: string) => {
    const res = await app.app.request(
      `${app.paths.vcode}?phone=${phone}`,
      {},
      { incoming: { socket: { remoteAddress: address } } },
    );
    const body = ErrorEnvelopeSchema.or(ErrorEnvelopeSchema.omit({ data: true })).parse(await res.json());
    return { status: res.status, retryAfter: res.headers.get("retry-after"), msg: body.msg };
  };
}

const roomy = { CONTENT_API_SMS_ADDRESS_RATE: "100000", CONTENT_API_SMS_ADDRESS_DAILY: "100000" };

describe("caps on login codes per phone", () => {
  it("sends one a minute", async () => {
    let clock = START;
    const ask = askFrom(await createTestApp(roomy, { now: () => clock }));
    const phone = nextPhone();
    expect((await ask(phone)).status).toBe(200);
    const refused = await ask(phone);
    expect(refused).toMatchObject({ status: 429, retryAfter: "60" });
    expect(refused.msg).toMatch(/too many codes/);
    clock += 30;
    expect((await ask(phone)).status).toBe(429);
    clock += 30;
    expect((await ask(phone)).status).toBe(200);
    // Another number is not held up.
    expect((await ask(nextPhone())).status).toBe(200);
  });

  it("sends five an hour, then none until the hour is over", async () => {
    let clock = START;
    const ask = askFrom(await createTestApp(roomy, { now: () => clock }));
    const phone = nextPhone();
    for (let i = 0; i < 5; i++, clock += 60) expect((await ask(phone)).status, `code ${i + 1}`).toBe(200);
    const refused = await ask(phone);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBe(START + 3600 - clock);
    clock = START + 3600;
    expect((await ask(phone)).status).toBe(200);
  });

  it("sends ten a China day, then none until midnight in China", async () => {
    let clock = START;
    const ask = askFrom(await createTestApp(roomy, { now: () => clock }));
    const phone = nextPhone();
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < 5; i++, clock += 61) expect((await ask(phone)).status).toBe(200);
      clock = START + (hour + 1) * 3600;
    }
    const refused = await ask(phone);
    expect(refused.status).toBe(429);
    // Midnight in China (UTC+8) is 16:00 UTC; START is 00:00 UTC.
    expect(Number(refused.retryAfter)).toBe(START + 16 * 3600 - clock);
    clock = START + 16 * 3600;
    expect((await ask(phone)).status).toBe(200);
  });

  it("holds the hourly cap across two processes on one database", async () => {
    let clock = START;
    const first = await createTestApp(roomy, { now: () => clock });
    const second = await createTestApp(roomy, { now: () => clock, beside: first });
    const asks = [askFrom(first), askFrom(second)];
    const phone = nextPhone();
    for (let i = 0; i < 5; i++, clock += 60) expect((await asks[i % 2]!(phone)).status).toBe(200);
    expect((await asks[1]!(phone)).status).toBe(429);
    expect((await asks[0]!(phone)).status).toBe(429);
  });

  it("sends one of many asked for the same number at once", async () => {
    const clock = START;
    const ask = askFrom(await createTestApp(roomy, { now: () => clock }));
    const phone = nextPhone();
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(phone)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
  });
});

describe("caps on login codes per client address", () => {
  it("limits the codes one address asks for a minute, whatever the numbers", async () => {
    let clock = START;
    const app = await createTestApp({ CONTENT_API_SMS_ADDRESS_RATE: "3" }, { now: () => clock });
    const ask = askFrom(app);
    for (let i = 0; i < 3; i++) expect((await ask(nextPhone())).status).toBe(200);
    const refused = await ask(nextPhone());
    expect(refused).toMatchObject({ status: 429, retryAfter: "20" });
    expect((await askFrom(app, "192.0.2.11")(nextPhone())).status).toBe(200);
    clock += 20;
    expect((await ask(nextPhone())).status).toBe(200);
  });

  it("limits the codes one address asks for a China day", async () => {
    let clock = START;
    const ask = askFrom(await createTestApp({ CONTENT_API_SMS_ADDRESS_DAILY: "4" }, { now: () => clock }));
    for (let i = 0; i < 4; i++, clock += 60) expect((await ask(nextPhone())).status).toBe(200);
    const refused = await ask(nextPhone());
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBe(START + 16 * 3600 - clock);
  });

  it("does not spend a number's caps on codes its address was refused", async () => {
    const clock = START;
    const app = await createTestApp({ CONTENT_API_SMS_ADDRESS_RATE: "1" }, { now: () => clock });
    const phone = nextPhone();
    expect((await askFrom(app)(nextPhone())).status).toBe(200);
    expect((await askFrom(app)(phone)).status).toBe(429);
    expect((await askFrom(app, "192.0.2.12")(phone)).status).toBe(200);
  });
});

describe("logins per client address", () => {
  it("limits the logins one address tries a minute", async () => {
    const app = await createTestApp({ CONTENT_API_LOGIN_RATE: "3" });
    const tryLogin = () =>
      app.app.request(
        app.paths.login,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phone: nextPhone(), code: "123456" }),
        },
        { incoming: { socket: { remoteAddress: "192.0.2.20" } } },
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await tryLogin()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
