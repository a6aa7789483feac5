import { parseArgs } from "node:util";
import { createIdCodec } from "@davmu/ids";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { issuePreviewLink } from "../modules/preview/issue.ts";

const USAGE = "usage: npm run preview-link -w @davmu/content-api -- <public content id> [--hours N]";

/** Prints a signed preview link of one item, for an editor at the service's machine (docs/decisions/0020). */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { hours: { type: "string" } },
  });
  const hours = values.hours === undefined ? undefined : Number(values.hours);
  if (
    positionals.length !== 1 ||
    (hours !== undefined && !(Number.isInteger(hours) && hours >= 1 && hours <= 720))
  ) {
    throw new Error(USAGE);
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    const link = await issuePreviewLink({
      db,
      config,
      ids: createIdCodec(config.idSalt),
      now: Math.floor(Date.now() / 1000),
      publicId: positionals[0]!,
      hours,
    });
    if (!link) throw new Error(`no content with the id ${positionals[0]}`);
    console.error(
      `${link.title} (${link.status}), valid until ${new Date(link.expires * 1000).toISOString()}`,
    );
    console.log(link.url);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
