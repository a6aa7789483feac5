import { programLog } from "@davmu/ops";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { testConfig } from "../testing/test-config.ts";
import { onRelease, openTestDatabase, testDialect } from "../testing/test-database.ts";
import { openPostgres } from "./postgres.ts";

/** A pool on a fresh database with the given timeouts, as DATABASE_URL and its companions set them. */
async function pool(env: Record<string, string> = {}) {
  const database = await openTestDatabase({ contents: "empty" });
  const config = testConfig({ ...database.env, ...env }).database;
  if (config.dialect !== "postgres") throw new Error("a PostgreSQL test");
  const db = openPostgres(config);
  onRelease(() => db.destroy());
  return db;
}

describe.runIf(testDialect() === "postgres")("the PostgreSQL connection", () => {
  it("on PostgreSQL, reads 64-bit integers and numerics as numbers, and refuses one a number cannot hold", async () => {
    const db = await pool();
    const { rows } = await sql<{ n: number; big: number; avg: number }>`
      select count(*) as n, 4102444800::bigint as big, avg(x)::numeric as avg from (values (1), (2)) as t(x)`.execute(
      db,
    );
    expect(rows[0]).toEqual({ n: 2, big: 4_102_444_800, avg: 1.5 });
    await expect(sql`select 9007199254740993::bigint as n`.execute(db)).rejects.toThrow(/does not fit/);
  });

  it("on PostgreSQL, cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS", async () => {
    const db = await pool({ DATABASE_STATEMENT_TIMEOUT_MS: "200" });
    await expect(sql`select pg_sleep(2)`.execute(db)).rejects.toThrow(/statement timeout/);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it("on PostgreSQL, ends a transaction left idle past DATABASE_IDLE_TRANSACTION_TIMEOUT_MS, and lives on", async () => {
    const db = await pool({ DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: "200" });
    const logged = vi.spyOn(programLog(), "error").mockImplementation(() => {});
    const forgotten = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await sql`select 1`.execute(trx);
    });
    await expect(forgotten).rejects.toThrow(/connection error/);
    // Logged through the program's logger, with the server's reason.
    const [fields, message] = logged.mock.calls[0] as unknown as [{ err: Error }, string];
    expect(message).toBe("a PostgreSQL connection failed");
    expect(fields.err.message).toMatch(/idle-in-transaction timeout/);
    logged.mockRestore();
    // The pool dropped the ended connection: the next statement gets a good one.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});
