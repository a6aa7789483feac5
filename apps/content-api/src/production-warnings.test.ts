import { describe, expect, it } from "vitest";
import { warnOfProductionRisks } from "./production-warnings.ts";
import { testConfig } from "./testing/test-config.ts";

const collect = (env: Record<string, string>, nodeEnv: string | undefined) => {
  const lines: string[] = [];
  warnOfProductionRisks(testConfig(env), nodeEnv, (line) => lines.push(line));
  return lines;
};

const SAFE = {
  DAVMU_ID_SALT: "a-salt-of-our-own",
  CONTENT_API_TOKEN_SECRET: "s".repeat(40),
  DAVMU_INNER_SECRET: "i".repeat(32),
};

describe("a production start", () => {
  it("warns of the default id salt, token secret and a missing inner secret, one line each", () => {
    const lines = collect({}, "production");
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.startsWith("content-api: WARNING"))).toBe(true);
    expect(lines.join("\n")).toMatch(/DAVMU_ID_SALT[\s\S]*CONTENT_API_TOKEN_SECRET[\s\S]*DAVMU_INNER_SECRET/);
  });

  it("names only what is still unsafe", () => {
    expect(collect({ ...SAFE, DAVMU_ID_SALT: "" }, "production")).toEqual([
      expect.stringContaining("DAVMU_ID_SALT"),
    ]);
    expect(collect(SAFE, "production")).toEqual([]);
  });

  it("says nothing outside production", () => {
    expect(collect({}, undefined)).toEqual([]);
    expect(collect({}, "development")).toEqual([]);
  });
});
