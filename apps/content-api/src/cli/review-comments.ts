import { parseArgs } from "node:util";
import { createIdCodec } from "@davmu/ids";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { decide, listHeld } from "../modules/review/queries.ts";

const USAGE =
  "usage: npm run review-comments -w @davmu/content-api -- [list | approve <comment id> | reject <comment id>]";

/**
 * The queue of comments the word filter held, for an editor at the service's machine, and their
 * decisions (docs/decisions/0056): the same as the editor's calls, without a token.
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command = "list", publicId] = positionals;
  const config = loadConfig();
  const ids = createIdCodec(config.idSalt);
  const db = openDatabase(config.database);
  try {
    if (command === "list" && positionals.length <= 1) {
      const { rows, total } = await listHeld(db, { limit: 100, offset: 0 });
      console.error(
        `${total} held for review${total > rows.length ? ` (the oldest ${rows.length} shown)` : ""}`,
      );
      for (const r of rows) {
        const when = new Date(r.created_at * 1000).toISOString();
        console.log(
          `${ids.encode(r.id)}\t${when}\t${r.nickname}\t[${r.held_words ?? ""}]\t${r.body.replaceAll("\n", " ")}`,
        );
        console.log(`\t\tunder ${r.content_type} ${ids.encode(r.content_id)}: ${r.content_title}`);
      }
      return;
    }
    if ((command !== "approve" && command !== "reject") || !publicId || positionals.length !== 2) {
      throw new Error(USAGE);
    }
    const id = ids.decode(publicId);
    const outcome = id === null ? { kind: "missing" as const } : await decide(db, id, command);
    if (outcome.kind === "missing") throw new Error(`no comment with the id ${publicId}`);
    if (outcome.kind === "not-held")
      throw new Error(`the comment is not held for review: it is ${outcome.status}`);
    console.log(`${publicId} is ${outcome.status}; its item now counts ${outcome.commentCount} comments`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
