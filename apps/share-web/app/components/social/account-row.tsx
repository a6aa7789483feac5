import type { ContentDetail } from "@davmu/contract/client";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { AccountAvatar } from "../content/account-avatar.tsx";
import { FollowButton } from "./follow-button.tsx";

type Props = {
  item: Pick<ContentDetail, "mp" | "source"> & { author?: string | null };
  /** The screen's block class (`video-account`): its elements are `<block>__avatar`, `__name`, ... */
  block: string;
  /** The line under the name, in place of the followers or the author (an article's date and author). */
  details?: ReactNode;
};

/**
 * Who an item is from, under its title: the media account's avatar, name and followers with a
 * follow button, or the channel's name (and the author, where given) for a channel's own item,
 * which has no one to follow.
 */
export function AccountRow({ item, block, details }: Props) {
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  const [followers, setFollowers] = useState(item.mp?.follower_count ?? 0);
  const who = (
    <>
      <AccountAvatar item={item} className={`${block}__avatar`} />
      <span className={`${block}__text`}>
        <span className={`${block}__name`} lang={contentLang}>
          {item.mp?.name ?? item.source}
        </span>
        {details ? (
          <span className={`${block}__details`}>{details}</span>
        ) : item.mp ? (
          <span className={`${block}__followers`}>{t("social.followers", { n: f.count(followers) })}</span>
        ) : (
          item.author && (
            <span className={`${block}__followers`} lang={contentLang}>
              {item.author}
            </span>
          )
        )}
      </span>
    </>
  );
  return (
    <div className={block}>
      {item.mp ? (
        // The avatar and name lead to the account's page.
        <Link className="account-row__who" to={path(`/mp/user/${item.mp.id}`)}>
          {who}
        </Link>
      ) : (
        who
      )}
      {item.mp && (
        <FollowButton
          account={{ id: item.mp.id, name: item.mp.name, follower_count: item.mp.follower_count }}
          className={`${block}__follow`}
          onCount={setFollowers}
        />
      )}
    </div>
  );
}
