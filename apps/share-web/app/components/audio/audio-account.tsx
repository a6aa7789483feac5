import type { ContentDetail } from "@davmu/contract/client";
import { AccountRow } from "../social/account-row.tsx";

/** The media account an audio page is from: avatar, name, followers, and a follow button. */
export function AudioAccount({ item }: { item: Pick<ContentDetail, "mp" | "source"> }) {
  return <AccountRow item={item} block="audio-account" />;
}
