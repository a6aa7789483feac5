import { parseArgs } from "node:util";
import { LIVE_STATUS, type LiveStatus } from "@davmu/contract";
import { createIdCodec } from "@davmu/ids";
import { createLiveBroker } from "../broker/create-broker.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { setRoomStatus } from "../modules/live/queries.ts";
import { roomChannel } from "../modules/live/room-channel.ts";

const NAMES: Record<string, LiveStatus> = {
  not_started: LIVE_STATUS.notStarted,
  live: LIVE_STATUS.live,
  ended: LIVE_STATUS.ended,
  review: LIVE_STATUS.review,
};
const USAGE = `usage: npm run live-status -w @davmu/content-api -- <room id> <${Object.keys(NAMES).join(" | ")}>`;

/**
 * An editor at the service's machine takes a live room off the air for review, or gives it back
 * (docs/decisions/0075): the same as the editor's call, without a token. On PostgreSQL the room's
 * open pages hear it at once; on SQLite (one process, its broker in-process) on their next poll.
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [publicId, name] = positionals;
  const status = name === undefined ? undefined : NAMES[name];
  if (!publicId || status === undefined || positionals.length !== 2) throw new Error(USAGE);
  const config = loadConfig();
  const id = createIdCodec(config.idSalt).decode(publicId);
  const db = openDatabase(config.database);
  const broker = createLiveBroker(config.database, db);
  try {
    if (id === null || !(await setRoomStatus(db, id, status)))
      throw new Error(`no live room with the id ${publicId}`);
    await broker.publish(roomChannel(id), JSON.stringify({ type: "status", status }));
    console.log(`${publicId} is now ${name}`);
  } finally {
    await broker.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
