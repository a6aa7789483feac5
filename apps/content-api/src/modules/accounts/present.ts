import { type Account, maskPhone, type UserBrief } from "@davmu/contract";
import type { Presenter } from "../../presenter.ts";
import { defaultAvatarRef } from "./avatars.ts";

type UserFields = { id: number; nickname: string; avatar: string | null };

/** What anyone may see of a user. A user without an avatar of their own shows a default one. */
export function toUserBrief(p: Presenter, row: UserFields): UserBrief {
  return {
    id: p.ids.encode(row.id),
    nickname: row.nickname,
    avatar: p.mediaUrl(row.avatar ?? defaultAvatarRef(row.id)),
  };
}

/** An account's page; its owner (`callerId`) also sees the number, masked. */
export function toAccount(
  p: Presenter,
  row: UserFields & { phone: string | null; created_at: number },
  callerId: number | null,
): Account {
  const isSelf = callerId === row.id;
  return {
    ...toUserBrief(p, row),
    created_at: row.created_at,
    is_self: isSelf,
    phone: isSelf && row.phone ? maskPhone(row.phone) : null,
  };
}
