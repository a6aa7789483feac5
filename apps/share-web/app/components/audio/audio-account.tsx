import type { ContentDetail } from "@davmu/contract/client";
import { Link } from "react-router";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { AccountAvatar } from "../content/account-avatar.tsx";

/** The media account an audio page is from: avatar, name, followers, and a follow button. */
export function AudioAccount({ item }: { item: Pick<ContentDetail, "mp" | "source"> }) {
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  return (
    <div className="audio-account">
      <AccountAvatar item={item} className="audio-account__avatar" />
      <span className="audio-account__text">
        <span className="audio-account__name" lang={contentLang}>
          {item.mp?.name ?? item.source}
        </span>
        {item.mp && (
          <span className="audio-account__followers">
            {t("audio.followers", { n: f.count(item.mp.follower_count) })}
          </span>
        )}
      </span>
      {/* Following needs the app: the button leads to the app's page. */}
      <Link className="audio-account__follow" to={path("/app")}>
        <span>{t("audio.follow")}</span>
      </Link>
    </div>
  );
}
