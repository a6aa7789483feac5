import { randomInt } from "node:crypto";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { ApiError } from "../../http/api-error.ts";
import { newUserForPhone, type UserRow } from "./users.ts";

/** A fresh invitation code from the secure generator. */
export function newInviteCode(): string {
  return Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join("");
}

/** An invitation with its inviter, or undefined. */
export function findInvitation(db: Kysely<Database>, code: string) {
  return db
    .selectFrom("invitations as i")
    .innerJoin("users as u", "u.id", "i.inviter_id")
    .select(["i.code", "i.max_uses", "i.used_count", "i.expires_at", "u.id", "u.nickname", "u.avatar"])
    .where("i.code", "=", code)
    .executeTakeFirst();
}

/** Registrations an invitation still allows at `now`. */
export function remainingUses(
  invitation: { max_uses: number; used_count: number; expires_at: number | null },
  now: number,
): number {
  if (invitation.expires_at !== null && invitation.expires_at <= now) return 0;
  return Math.max(0, invitation.max_uses - invitation.used_count);
}

/** The user's invitation, made on their first ask (one per user, whoever asks at once). */
export async function invitationOf(db: Kysely<Database>, userId: number, maxUses: number, now: number) {
  const existing = () =>
    db
      .selectFrom("invitations")
      .select(["code", "max_uses", "used_count", "expires_at"])
      .where("inviter_id", "=", userId)
      .executeTakeFirst();
  const found = await existing();
  if (found) return found;
  await db
    .insertInto("invitations")
    .values({ code: newInviteCode(), inviter_id: userId, max_uses: maxUses, created_at: now })
    .onConflict((oc) => oc.column("inviter_id").doNothing())
    .execute();
  return (await existing())!;
}

/**
 * Registers a new number through an invitation, in one transaction: a use of the invitation is
 * taken by one conditional update (so however many registrations race, no more than `max_uses`
 * get one: the row lock on PostgreSQL, the one writer on SQLite), then the user is made and the
 * redemption written. A number that has a user already, or a used-up code, undoes it all.
 */
export function redeemInvitation(
  db: Kysely<Database>,
  input: { code: string; phone: string; now: number },
): Promise<{ user: UserRow; inviterId: number }> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable("invitations")
      .set((eb) => ({ used_count: eb("used_count", "+", 1) }))
      .where("code", "=", input.code)
      .where((eb) => eb("used_count", "<", eb.ref("max_uses")))
      .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", input.now)]))
      .returning("inviter_id")
      .executeTakeFirst();
    if (!taken) throw new ApiError(410, "this invitation code has been used up or has expired");
    const user = await newUserForPhone(trx, input.phone, input.now);
    if (!user) throw new ApiError(409, "this number has an account already: log in with it instead");
    await trx
      .insertInto("invitation_redemptions")
      .values({ user_id: user.id, code: input.code, redeemed_at: input.now })
      .execute();
    return { user, inviterId: taken.inviter_id };
  });
}

/** A page of who registered with a code, newest first. */
export async function listRedemptions(
  db: Kysely<Database>,
  input: { code: string; limit: number; offset: number },
) {
  const base = db
    .selectFrom("invitation_redemptions as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .where("r.code", "=", input.code);
  const [rows, count] = await Promise.all([
    base
      .select(["u.id", "u.nickname", "u.avatar", "r.redeemed_at"])
      .orderBy("r.redeemed_at", "desc")
      .orderBy("u.id", "desc")
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
