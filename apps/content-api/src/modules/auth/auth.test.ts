import { AnonymousTokenResponseSchema, ErrorEnvelopeSchema } from "@davmu/contract";
import { decodeJwt, jwtVerify } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { ANONYMOUS_TOKEN_TTL_SECONDS } from "./anonymous-token.ts";

let t: TestApp;
beforeAll(async () => {
  // Every request here comes from one address: the rate limit has a test of its own.
  t = await createTestApp({ CONTENT_API_TOKEN_RATE: "1000" });
});

const post = (body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  t.call(t.paths.anonymousToken, { method: "POST", body, headers });
const good = { appid: 1, platform: "mobile", device_id: "device-12345678" };

describe("POST anonymous token", () => {
  it("signs a 30-day HS256 token for the device", async () => {
    const { status, body } = await post(JSON.stringify(good));
    expect(status).toBe(200);
    const { code, data } = AnonymousTokenResponseSchema.parse(body);
    expect(code).toBe(0);
    const { payload, protectedHeader } = await jwtVerify(
      data.token,
      new TextEncoder().encode(t.config.tokenSecret),
    );
    expect(protectedHeader.alg).toBe("HS256");
    expect(payload).toMatchObject({ sub: "anon:device-12345678", role: "anonymous" });
    expect(payload.exp! - payload.iat!).toBe(ANONYMOUS_TOKEN_TTL_SECONDS);
  });

  it("gives each device its own subject", async () => {
    const { body } = await post(JSON.stringify({ ...good, device_id: "another-device-1" }));
    expect(decodeJwt(AnonymousTokenResponseSchema.parse(body).data.token).sub).toBe("anon:another-device-1");
  });

  it.each([
    ["not JSON", "appid=1"],
    ["empty", ""],
    ["a JSON array", "[]"],
    ["another appid", JSON.stringify({ ...good, appid: 2 })],
    ["another platform", JSON.stringify({ ...good, platform: "pc" })],
    ["no device id", JSON.stringify({ appid: 1, platform: "mobile" })],
    ["a short device id", JSON.stringify({ ...good, device_id: "abc" })],
    ["a device id with markup", JSON.stringify({ ...good, device_id: "<script>alert1</script>" })],
  ])("refuses a body that is %s with a 400", async (_, raw) => {
    const { status, body } = await post(raw);
    expect(status).toBe(400);
    const error = ErrorEnvelopeSchema.parse(body);
    expect(error.code).toBe(400);
    expect(error.msg).toMatch(/invalid request/);
  });

  it("names the bad field", async () => {
    const { body } = await post(JSON.stringify({ ...good, appid: 2 }));
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain("appid");
  });

  it("refuses a body over 16 KB with a 413", async () => {
    const { status, body } = await post(JSON.stringify({ ...good, padding: "x".repeat(20_000) }));
    expect(status).toBe(413);
    expect(ErrorEnvelopeSchema.parse(body).code).toBe(413);
  });

  it("is POST only", async () => {
    expect((await t.call(t.paths.anonymousToken)).status).toBe(404);
  });

  /** Asks for a token as `device` from the socket address `socket`, maybe through a proxy. */
  const ask = (app: TestApp, device: string, socket: string, forwardedFor?: string) =>
    app.app.request(
      app.paths.anonymousToken,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
        },
        body: JSON.stringify({ ...good, device_id: device }),
      },
      { incoming: { socket: { remoteAddress: socket } } },
    );

  it("serves 200 visitors behind one carrier address within a minute, each their own token", async () => {
    const nat = await createTestApp();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => ask(nat, `visitor-${String(i).padStart(4, "0")}`, "203.0.113.9")),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(200));
    const subjects = await Promise.all(
      answers.map(async (a) => decodeJwt(AnonymousTokenResponseSchema.parse(await a.json()).data.token).sub),
    );
    expect(new Set(subjects).size).toBe(200);
  });

  it("past its burst an address gets its rate only, with a 429; other addresses are not held back", async () => {
    const small = await createTestApp({
      CONTENT_API_TOKEN_RATE: "2",
      CONTENT_API_TOKEN_BURST: "3",
      CONTENT_API_TRUSTED_PROXIES: "10.0.0.1",
    });
    expect((await ask(small, "script-0001", "192.0.2.1")).status).toBe(200);
    expect((await ask(small, "script-0002", "192.0.2.1", "198.51.100.1")).status).toBe(200);
    expect((await ask(small, "script-0003", "192.0.2.1")).status).toBe(200);
    const limited = await ask(small, "script-0004", "192.0.2.1", "198.51.100.2");
    expect(limited.status).toBe(429);
    expect(ErrorEnvelopeSchema.parse(await limited.json()).msg).toMatch(/too many requests/);
    // Another address, and a visitor behind the trusted proxy, still get theirs.
    expect((await ask(small, "script-0005", "192.0.2.2")).status).toBe(200);
    expect((await ask(small, "script-0006", "10.0.0.1", "198.51.100.3")).status).toBe(200);
  });

  it("gives one device a few tokens a minute, not one per page: a browser keeps its token", async () => {
    const app = await createTestApp();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask(app, "same-device-01", "192.0.2.7")).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another device at the same address is served.
    expect((await ask(app, "other-device-01", "192.0.2.7")).status).toBe(200);
  });
});
