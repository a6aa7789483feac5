import { sql, type Transaction } from "kysely";
import { dialectOf } from "./dialect.ts";
import type { Database } from "./schema.ts";

/** The first key of this service's advisory locks: its own key space, apart from other programs'. */
const LOCK_SPACE = 0x64617675;

/**
 * Makes every other process that asks for the lock `name` wait until this transaction ends. On
 * PostgreSQL it is an advisory lock tied to the transaction (released on commit, rollback or a lost
 * connection). On SQLite it is nothing more: the database lets one writer in at a time, and in one
 * process a transaction holds the only connection, so there is nothing else to wait for.
 */
export async function lockUntilCommit(trx: Transaction<Database>, name: string): Promise<void> {
  if (dialectOf(trx) === "postgres") {
    await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_SPACE)}, hashtext(${name}))`.execute(trx);
  }
}
