import { checkProductionStart as checkEachRisk, type ProductionRisks } from "@davmu/env";
import { DEFAULT_ID_SALT } from "@davmu/ids";
import type { ServerConfig } from "../app/platform/config.server.ts";

/** What is unsafe about running this configuration in production (docs/decisions/0095). */
export function productionRisks(
  config: Pick<ServerConfig, "DAVMU_ID_SALT" | "DAVMU_INNER_SECRET">,
): ProductionRisks {
  const refused: string[] = [];
  if (config.DAVMU_ID_SALT === DEFAULT_ID_SALT) {
    refused.push("DAVMU_ID_SALT is the public default: anyone can decode ids and count through drafts");
  }
  if (!config.DAVMU_INNER_SECRET) {
    refused.push(
      "DAVMU_INNER_SECRET is not set: the content service cannot tell this server's inner calls from anyone's",
    );
  }
  return { refused, warned: [] };
}

/** Refuses a production start on a public default secret (see `@davmu/env`). */
export function checkProductionStart(
  config: Parameters<typeof productionRisks>[0],
  nodeEnv: string | undefined = process.env.NODE_ENV,
  write: (line: string) => void = console.error,
): void {
  checkEachRisk("share-web", productionRisks(config), nodeEnv, write);
}
