import type { ContentCard, ContentPage } from "@davmu/contract";
import { apiGet } from "./api.ts";
import { shortVideos } from "./svideo-media.ts";

/**
 * The items whose media account the follow tests follow. A follower count is the account's,
 * whichever of its items is open, so a test that counts followers follows an account no other test
 * follows:
 * - `shared`: a video of the newest items' first account, for a follow that counts nothing. The
 *   account page's test follows that account too (the first of the newest items' accounts with
 *   items of two types, which in the seed is the first);
 * - `countedVideo`: a video of another account, one for each phone;
 * - `countedClip`: a short video of an account with no video, one for each phone (the feed's likes
 *   further down land on the newest clips, whose accounts have videos).
 */
export async function followTargets(project: string) {
  const newest = (await apiGet<ContentPage>("/peony/v1/content?pagesize=50")).list;
  const first = newest.find((item) => item.mp)?.mp?.id;
  const videos = (await apiGet<ContentPage>("/peony/v1/content?type=video&pagesize=50")).list.filter(
    (item) => item.mp,
  );
  const withVideos = new Set(videos.map((item) => item.mp!.id));
  const clips = (await shortVideos()).filter((item) => item.mp && !withVideos.has(item.mp.id));
  const phone = project === "iphone" ? 0 : 1;
  /** The `phone`th item of an account of its own, not the first account. */
  const ownAccount = (items: ContentCard[], what: string) => {
    const byAccount = new Map<string, ContentCard>();
    for (const item of items) {
      const account = item.mp!.id;
      if (account !== first && !byAccount.has(account)) byAccount.set(account, item);
    }
    const found = [...byAccount.values()][phone];
    if (!found) throw new Error(`the seed has too few ${what} of accounts of their own`);
    return found;
  };
  const shared = videos.find((item) => item.mp!.id === first);
  if (!shared) throw new Error("the seed has no video of the newest items' first account");
  return {
    shared,
    countedVideo: ownAccount(videos, "videos"),
    countedClip: ownAccount(clips, "short videos"),
  };
}
