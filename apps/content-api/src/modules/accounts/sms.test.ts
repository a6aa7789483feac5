import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ErrorEnvelopeSchema, LoginResponseSchema } from "@davmu/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config.ts";
import { productionRisks } from "../../production-warnings.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { nextPhone } from "../../testing/users.ts";

const PRODUCTION = { NODE_ENV: "production" };
const askCode = (t: TestApp, phone: string) => t.call(`${t.paths.vcode}?phone=${phone}`);
const login = (t: TestApp, phone: string, code: string) =>
  t.call(t.paths.login, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone, code }),
  });

/** A stand-in SMS gateway on loopback: it keeps what it was sent and answers with `status`. */
async function gateway(status = 200) {
  const received: { auth: string | undefined; body: Record<string, unknown> }[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    received.push({ auth: req.headers.authorization, body: JSON.parse(text) });
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url, received };
}
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  vi.restoreAllMocks();
});

/** Everything the service writes to its log while `work` runs. */
async function logged(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  };
  for (const method of ["log", "error", "warn", "info"] as const)
    vi.spyOn(console, method).mockImplementation(keep);
  await work();
  return lines.join("\n");
}

describe("the development outbox", () => {
  it("refuses to start in production, saying why and what to set instead", () => {
    expect(() => loadConfig({ ...PRODUCTION, CONTENT_API_SMS: "outbox" })).toThrow(
      /CONTENT_API_SMS: the development outbox .* cannot run in production \(NODE_ENV=production\): set CONTENT_API_SMS=webhook/,
    );
  });

  it("is the default only outside production; production sends no codes until told how", async () => {
    expect(loadConfig({}).sms.provider).toBe("outbox");
    expect(loadConfig(PRODUCTION).sms.provider).toBe("off");
    expect(productionRisks(loadConfig(PRODUCTION)).warned).toContainEqual(
      expect.stringMatching(/CONTENT_API_SMS is off/),
    );
    const t = await createTestApp(PRODUCTION);
    const { status, body } = await askCode(t, nextPhone());
    expect(status).toBe(503);
    expect(ErrorEnvelopeSchema.parse(body).msg).toMatch(/could not be sent/);
    expect((await t.call(t.paths.smsOutbox)).status).toBe(404);
  });

  it("writes each code to the log as well", async () => {
    const t = await createTestApp();
    const phone = nextPhone();
    const log = await logged(async () => {
      expect((await askCode(t, phone)).status).toBe(200);
    });
    expect(log).toMatch(new RegExp(`development SMS outbox: to ${phone}: .*验证码是\\d{6}`));
  });
});

describe("an SMS gateway by webhook", () => {
  it("is posted each code with its bearer token, and the code logs in; nothing of it is logged", async () => {
    const { url, received } = await gateway();
    const token = "gateway-token-0123456789";
    const t = await createTestApp({
      ...PRODUCTION,
      CONTENT_API_SMS: "webhook",
      CONTENT_API_SMS_WEBHOOK_URL: url,
      CONTENT_API_SMS_WEBHOOK_TOKEN: token,
    });
    const phone = nextPhone();
    let answer: Awaited<ReturnType<typeof login>> | undefined;
    const log = await logged(async () => {
      expect((await askCode(t, phone)).status).toBe(200);
      const code = String(received[0]?.body.code);
      answer = await login(t, phone, code);
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.auth).toBe(`Bearer ${token}`);
    expect(received[0]!.body).toMatchObject({ phone: `+86${phone}`, purpose: "login", ttl_seconds: 300 });
    expect(received[0]!.body.text).toContain(String(received[0]!.body.code));
    expect(answer!.status).toBe(200);
    expect(LoginResponseSchema.parse(answer!.body).data.user.is_self).toBe(true);
    expect(log).not.toContain(String(received[0]!.body.code));
    expect((await t.call(t.paths.smsOutbox)).status).toBe(404);
  });

  it("answers 503 when the gateway refuses, logging the masked number and never the code", async () => {
    const { url, received } = await gateway(500);
    const t = await createTestApp({
      ...PRODUCTION,
      CONTENT_API_SMS: "webhook",
      CONTENT_API_SMS_WEBHOOK_URL: url,
    });
    const phone = nextPhone();
    const { status, body } = await askCode(t, phone);
    expect(status).toBe(503);
    expect(ErrorEnvelopeSchema.parse(body).msg).toMatch(/could not be sent/);
    // The service's own log line for it, as an operator reads it.
    const line = t.logged.find((entry) => entry.msg === "the login code could not be sent");
    expect(line).toMatchObject({ level: 50, purpose: "login" });
    const log = JSON.stringify(t.logged);
    expect(log).toContain(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect(log).not.toContain(phone);
    expect(log).not.toContain(String(received[0]!.body.code));
  });

  it("needs a URL", () => {
    expect(() => loadConfig({ CONTENT_API_SMS: "webhook" })).toThrow(/CONTENT_API_SMS_WEBHOOK_URL/);
  });
});

describe("test numbers", () => {
  const TEST = {
    CONTENT_API_SMS_TEST_PHONES: "13900000001, +86 139 0000 0002",
    CONTENT_API_SMS_TEST_CODE: "246810",
  };

  it("log in with the fixed code, in production too, and are never texted", async () => {
    const { url, received } = await gateway();
    const t = await createTestApp({
      ...PRODUCTION,
      ...TEST,
      CONTENT_API_SMS: "webhook",
      CONTENT_API_SMS_WEBHOOK_URL: url,
    });
    expect((await askCode(t, "13900000002")).status).toBe(200);
    expect(received).toHaveLength(0);
    for (const phone of ["13900000001", "13900000002", "13900000001"]) {
      const { status, body } = await login(t, phone, "246810");
      expect(status).toBe(200);
      expect(LoginResponseSchema.parse(body).data.user.phone).toBe(`139****000${phone.at(-1)}`);
    }
    expect((await login(t, "13900000001", "135790")).status).toBe(401);
    expect((await login(t, nextPhone(), "246810")).status).toBe(401);
    expect(productionRisks(t.config).warned).toContainEqual(
      expect.stringMatching(/CONTENT_API_SMS_TEST_PHONES/),
    );
  });

  it("need their code, and must be mainland numbers", () => {
    expect(() => loadConfig({ CONTENT_API_SMS_TEST_PHONES: "13900000001" })).toThrow(
      /CONTENT_API_SMS_TEST_CODE/,
    );
    expect(() => loadConfig({ ...TEST, CONTENT_API_SMS_TEST_PHONES: "12345" })).toThrow(
      /CONTENT_API_SMS_TEST_PHONES: mainland mobile numbers/,
    );
    expect(() => loadConfig({ ...TEST, CONTENT_API_SMS_TEST_CODE: "12345" })).toThrow(
      /CONTENT_API_SMS_TEST_CODE/,
    );
  });
});
