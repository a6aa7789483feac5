import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app.ts";

const EDITOR_TOKEN = "editor-token-of-at-least-24-chars";

describe("editor calls from one address", () => {
  it("are limited before the token is compared: a guesser is slowed, and learns nothing past the limit", async () => {
    const t = await createTestApp({ CONTENT_API_EDITOR_TOKEN: EDITOR_TOKEN, CONTENT_API_EDITOR_RATE: "30" });
    const from = (remoteAddress: string, token: string) =>
      t.app.request(
        t.paths.heldComments,
        { headers: { authorization: `Bearer ${token}` } },
        { incoming: { socket: { remoteAddress } } },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++)
      statuses.push((await from("203.0.113.7", `guess-${i}-of-at-least-24-chars`)).status);
    // Twice the minute's rate at once, then refused.
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    const right = await from("203.0.113.7", EDITOR_TOKEN);
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBe("2");
    // An editor at another address is not held up.
    expect((await from("198.51.100.4", EDITOR_TOKEN)).status).toBe(200);
  });
});
