import { checkProductionStart as checkEachRisk, type ProductionRisks } from "@davmu/env";
import { DEFAULT_ID_SALT } from "@davmu/ids";
import { type Config, DEV_TOKEN_SECRET } from "./config.ts";

/**
 * What is unsafe about running this configuration in production: the public defaults are refused
 * (docs/decisions/0095), the rest only warned of.
 */
export function productionRisks(
  config: Pick<Config, "idSalt" | "tokenSecret" | "innerSecret"> & { sms?: Config["sms"] },
): ProductionRisks {
  const refused: string[] = [];
  const warned: string[] = [];
  if (config.idSalt === DEFAULT_ID_SALT) {
    refused.push("DAVMU_ID_SALT is the public default: anyone can decode ids and count through drafts");
  }
  if (config.tokenSecret === DEV_TOKEN_SECRET) {
    refused.push(
      "CONTENT_API_TOKEN_SECRET is the development secret: anyone can sign tokens and preview links",
    );
  }
  if (!config.innerSecret) {
    refused.push("DAVMU_INNER_SECRET is not set: anyone who reaches the service can make the inner calls");
  }
  if (config.sms?.provider === "off") {
    warned.push("CONTENT_API_SMS is off: no login code can be sent, so only test numbers can log in");
  }
  if (config.sms && config.sms.testPhones.length > 0) {
    warned.push(
      `CONTENT_API_SMS_TEST_PHONES: ${config.sms.testPhones.length} number(s) log in with a fixed code, never texted`,
    );
  }
  return { refused, warned };
}

/** Refuses a production start on a public default secret, and warns of the rest (see `@davmu/env`). */
export function checkProductionStart(
  config: Parameters<typeof productionRisks>[0],
  nodeEnv: string | undefined = process.env.NODE_ENV,
  write: (line: string) => void = console.error,
): void {
  checkEachRisk("content-api", productionRisks(config), nodeEnv, write);
}
