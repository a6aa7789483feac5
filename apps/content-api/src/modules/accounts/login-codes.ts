import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MAX_TRIES,
  LOGIN_CODE_TTL_SECONDS,
  type VcodePurpose,
} from "@davmu/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A fresh code: uniformly random digits from the system's secure generator. */
export function newLoginCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, "0");
}

/** Codes past their time are deleted a day later, at most this often per process. */
const SWEEP_EVERY_SECONDS = 600;
const KEEP_EXPIRED_SECONDS = 24 * 3600;

type CodeInput = { phone: string; purpose: VcodePurpose; code: string; now: number };

/**
 * Login codes in the database (docs/decisions/0048), each bound to one phone and one purpose. Only
 * an HMAC of the code under a key derived from the token secret is stored, so the table alone does
 * not give the codes away. Only the newest code of a phone and purpose counts; it is good for
 * LOGIN_CODE_TTL_SECONDS and LOGIN_CODE_MAX_TRIES tries, right or wrong, and for one use.
 */
export function createLoginCodes(db: Kysely<Database>, key: string) {
  let sweptAt = 0;
  const hash = ({ phone, purpose, code }: Omit<CodeInput, "now">) =>
    createHmac("sha256", key).update(`${purpose}:${phone}:${code}`).digest("base64url");

  return {
    /** Stores a new code; the codes sent before it for the same phone and purpose stop counting. */
    async store(input: CodeInput): Promise<void> {
      const { phone, purpose, now } = input;
      if (now - sweptAt >= SWEEP_EVERY_SECONDS) {
        sweptAt = now;
        await db
          .deleteFrom("login_codes")
          .where("expires_at", "<", now - KEEP_EXPIRED_SECONDS)
          .execute();
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("login_codes")
          .set({ used_at: now })
          .where("phone", "=", phone)
          .where("purpose", "=", purpose)
          .where("used_at", "is", null)
          .execute();
        await trx
          .insertInto("login_codes")
          .values({
            phone,
            purpose,
            code_hash: hash(input),
            created_at: now,
            expires_at: now + LOGIN_CODE_TTL_SECONDS,
          })
          .execute();
      });
    },

    /**
     * Whether `code` is the phone's live code for `purpose`, using it up when it is. Every try
     * counts first, in one statement that refuses once the tries are spent, so parallel tries
     * cannot get past the limit; the use is a second conditional statement, so two right tries
     * at once log in once.
     */
    async use(input: CodeInput): Promise<boolean> {
      const { phone, purpose, now } = input;
      const given = hash(input);
      const latest = await db
        .selectFrom("login_codes")
        .select("id")
        .where("phone", "=", phone)
        .where("purpose", "=", purpose)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!latest) return false;
      const tried = await db
        .updateTable("login_codes")
        .set((eb) => ({ tries: eb("tries", "+", 1) }))
        .where("id", "=", latest.id)
        .where("tries", "<", LOGIN_CODE_MAX_TRIES)
        .where("used_at", "is", null)
        .returning("code_hash")
        .executeTakeFirst();
      if (!tried || !sameText(tried.code_hash, given)) return false;
      const used = await db
        .updateTable("login_codes")
        .set({ used_at: now })
        .where("id", "=", latest.id)
        .where("used_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      return used !== undefined;
    },
  };
}

export type LoginCodes = ReturnType<typeof createLoginCodes>;

/** Two strings compared in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
