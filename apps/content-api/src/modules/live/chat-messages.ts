/**
 * A live room's chat messages as stored: a viewer's masked name, a message as the calls and the
 * stream give it, and the room's messages read in order.
 */
import type { LiveChatMessage } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** How the chat shows a user to everyone else: the first character, the rest hidden. */
export function maskNickname(nickname: string): string {
  const [first = "", ...rest] = [...nickname.trim()];
  return `${first}${"*".repeat(Math.min(Math.max(rest.length, 2), 4))}`;
}

export type MessageRow = { id: number; text: string; created_at: number; nickname: string };

export const toMessage = (p: { ids: { encode(n: number): string } }, row: MessageRow): LiveChatMessage => ({
  id: p.ids.encode(row.id),
  seq: row.id,
  nickname: maskNickname(row.nickname),
  text: row.text,
  time: row.created_at,
});

function selectMessages(db: Kysely<Database>, roomId: number) {
  return db
    .selectFrom("live_messages as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.id", "m.text", "m.created_at", "u.nickname"])
    .where("m.content_id", "=", roomId)
    .where("m.held", "=", 0);
}

/** The messages after `after`, oldest first; or the latest `size` when `after` is absent. */
export async function listMessages(
  db: Kysely<Database>,
  roomId: number,
  after: number | undefined,
  size: number,
) {
  if (after !== undefined) {
    return selectMessages(db, roomId).where("m.id", ">", after).orderBy("m.id").limit(size).execute();
  }
  const rows = await selectMessages(db, roomId).orderBy("m.id", "desc").limit(size).execute();
  return rows.reverse();
}
