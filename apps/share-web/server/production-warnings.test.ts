import { describe, expect, it } from "vitest";
import { getServerConfig } from "../app/platform/config.server.ts";
import { checkProductionStart } from "./production-warnings.ts";

/** The reason a start of the site was refused, or null when it starts. */
const refusal = (env: Record<string, string>, nodeEnv: string | undefined) => {
  try {
    checkProductionStart(getServerConfig(env), nodeEnv, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("a production start of the site", () => {
  it("is refused on the default id salt or without the inner secret, naming both", () => {
    expect(refusal({}, "production")).toMatch(
      /^share-web: refusing a production start[\s\S]*DAVMU_ID_SALT[\s\S]*DAVMU_INNER_SECRET/,
    );
    expect(refusal({ DAVMU_INNER_SECRET: "i".repeat(32) }, "production")).not.toContain("DAVMU_INNER_SECRET");
  });

  it("starts once both are set, and on the defaults outside production", () => {
    const safe = { DAVMU_ID_SALT: "a-salt-of-our-own", DAVMU_INNER_SECRET: "i".repeat(32) };
    expect(refusal(safe, "production")).toBeNull();
    expect(refusal({}, "development")).toBeNull();
    expect(refusal({}, undefined)).toBeNull();
  });
});
