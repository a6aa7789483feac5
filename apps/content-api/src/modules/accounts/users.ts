import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { DEFAULT_AVATAR_COUNT, defaultAvatarRef } from "./avatars.ts";
import { generatedNickname } from "./nickname.ts";

export const USER_COLUMNS = ["id", "nickname", "avatar", "phone", "created_at"] as const;
export type UserRow = {
  id: number;
  nickname: string;
  avatar: string | null;
  phone: string | null;
  created_at: number;
};

/**
 * The user of a phone number, made on its first login with a generated nickname and a default
 * avatar. One statement, so two first logins at once make one user.
 */
export async function userForPhone(db: Kysely<Database>, phone: string, now: number): Promise<UserRow> {
  return db
    .insertInto("users")
    .values({
      phone,
      nickname: generatedNickname(),
      avatar: defaultAvatarRef(randomInt(DEFAULT_AVATAR_COUNT)),
      created_at: now,
      last_login_at: now,
    })
    .onConflict((oc) => oc.column("phone").doUpdateSet({ last_login_at: now }))
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A new user of a phone number, or undefined when the number has one already. */
export function newUserForPhone(db: Kysely<Database>, phone: string, now: number) {
  return db
    .insertInto("users")
    .values({
      phone,
      nickname: generatedNickname(),
      avatar: defaultAvatarRef(randomInt(DEFAULT_AVATAR_COUNT)),
      created_at: now,
      last_login_at: now,
    })
    .onConflict((oc) => oc.column("phone").doNothing())
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

export function findUser(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
}
