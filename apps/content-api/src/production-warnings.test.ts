import { describe, expect, it } from "vitest";
import { checkProductionStart } from "./production-warnings.ts";
import { testConfig } from "./testing/test-config.ts";

/** What a start says on stderr, and the reason it was refused, if it was. */
const start = (env: Record<string, string>, nodeEnv: string | undefined) => {
  const lines: string[] = [];
  try {
    checkProductionStart(testConfig(env), nodeEnv, (line) => lines.push(line));
    return { lines, refused: null };
  } catch (error) {
    return { lines, refused: (error as Error).message };
  }
};

const SAFE = {
  DAVMU_ID_SALT: "a-salt-of-our-own",
  CONTENT_API_TOKEN_SECRET: "s".repeat(40),
  DAVMU_INNER_SECRET: "i".repeat(32),
  CONTENT_API_SMS: "webhook",
  CONTENT_API_SMS_WEBHOOK_URL: "https://sms.example.com/send",
};

describe("a production start", () => {
  it("is refused on the default id salt, the development token secret or no inner secret, naming each", () => {
    const { refused } = start({}, "production");
    expect(refused).toMatch(/^content-api: refusing a production start/);
    expect(refused).toMatch(/DAVMU_ID_SALT[\s\S]*CONTENT_API_TOKEN_SECRET[\s\S]*DAVMU_INNER_SECRET/);
  });

  it("names only what is still a default, and starts once none is", () => {
    const { refused } = start({ ...SAFE, DAVMU_ID_SALT: "" }, "production");
    expect(refused).toContain("DAVMU_ID_SALT");
    expect(refused).not.toContain("CONTENT_API_TOKEN_SECRET");
    expect(start(SAFE, "production")).toEqual({ lines: [], refused: null });
  });

  it("only warns of what is not a secret, such as test numbers that log in with a fixed code", () => {
    const testPhones = { CONTENT_API_SMS_TEST_PHONES: "13800000000", CONTENT_API_SMS_TEST_CODE: "246810" };
    const { lines, refused } = start({ ...SAFE, ...testPhones }, "production");
    expect(refused).toBeNull();
    expect(lines).toEqual([expect.stringMatching(/^content-api: WARNING: .*CONTENT_API_SMS_TEST_PHONES/)]);
  });

  it("is not checked outside production", () => {
    expect(start({}, undefined)).toEqual({ lines: [], refused: null });
    expect(start({}, "development")).toEqual({ lines: [], refused: null });
  });
});
