import { describe, expect, it } from "vitest";
import { getServerConfig } from "../app/platform/config.server.ts";
import { warnOfProductionRisks } from "./production-warnings.ts";

const collect = (env: Record<string, string>, nodeEnv: string | undefined) => {
  const lines: string[] = [];
  warnOfProductionRisks(getServerConfig(env), nodeEnv, (line) => lines.push(line));
  return lines;
};

describe("a production start of the site", () => {
  it("warns of the default id salt and a missing inner secret, one line each", () => {
    const lines = collect({}, "production");
    expect(lines).toEqual([
      expect.stringMatching(/^share-web: WARNING: .*DAVMU_ID_SALT/),
      expect.stringMatching(/^share-web: WARNING: .*DAVMU_INNER_SECRET/),
    ]);
  });

  it("is quiet once both are set, and outside production", () => {
    const safe = { DAVMU_ID_SALT: "a-salt-of-our-own", DAVMU_INNER_SECRET: "i".repeat(32) };
    expect(collect(safe, "production")).toEqual([]);
    expect(collect({}, "development")).toEqual([]);
    expect(collect({}, undefined)).toEqual([]);
  });
});
