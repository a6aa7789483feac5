import { warnOfProductionRisks as warnEachRisk } from "@davmu/env";
import { DEFAULT_ID_SALT } from "@davmu/ids";
import type { ServerConfig } from "../app/platform/config.server.ts";

/** What is unsafe about running this configuration in production; empty when nothing is. */
export function productionRisks(
  config: Pick<ServerConfig, "DAVMU_ID_SALT" | "DAVMU_INNER_SECRET">,
): string[] {
  const risks: string[] = [];
  if (config.DAVMU_ID_SALT === DEFAULT_ID_SALT) {
    risks.push("DAVMU_ID_SALT is the public default: anyone can decode ids and count through drafts");
  }
  if (!config.DAVMU_INNER_SECRET) {
    risks.push(
      "DAVMU_INNER_SECRET is not set: the content service cannot tell this server's inner calls from anyone's",
    );
  }
  return risks;
}

/** Warns on stderr of each risk when started in production (see `@davmu/env`). */
export function warnOfProductionRisks(
  config: Parameters<typeof productionRisks>[0],
  nodeEnv: string | undefined = process.env.NODE_ENV,
  write: (line: string) => void = console.error,
): void {
  warnEachRisk("share-web", productionRisks(config), nodeEnv, write);
}
