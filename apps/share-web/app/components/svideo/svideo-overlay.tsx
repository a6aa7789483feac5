import { Link } from "react-router";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { AccountAvatar } from "../content/account-avatar.tsx";
import type { ClipView } from "./clip-view.ts";
import { SvideoIcon } from "./svideo-icons.tsx";

type Props = {
  clip: ClipView;
  titleId: string;
  /** The shared clip's title is the page's heading; the feed's others are headings under it. */
  heading: "h1" | "h2";
  onShare: (clip: ClipView) => void;
};

/**
 * What a clip shows over its picture, as the short-video apps do: the media account with a follow
 * link and the like, comment and share counts down the right; the account's name and the title at
 * the bottom. Following, liking and commenting need the app: they lead to the app's page.
 */
export function SvideoOverlay({ clip, titleId, heading: Heading, onShare }: Props) {
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  const name = clip.mp?.name ?? clip.source;
  const app = path("/app");
  return (
    <>
      <div className="svclip__side">
        <div className="svclip__account">
          <AccountAvatar item={clip} className="svclip__avatar" />
          <Link className="svclip__follow" to={app} aria-label={t("svideo.follow", { name })}>
            <span aria-hidden="true">+</span>
          </Link>
        </div>
        <Link
          className="svclip__count"
          to={app}
          aria-label={t("svideo.likes", { n: f.count(clip.like_count) })}
        >
          <SvideoIcon name="like" size={34} />
          <span aria-hidden="true">{f.count(clip.like_count)}</span>
        </Link>
        <Link
          className="svclip__count"
          to={app}
          aria-label={t("svideo.comments", { n: f.count(clip.comment_count) })}
        >
          <SvideoIcon name="comment" size={32} />
          <span aria-hidden="true">{f.count(clip.comment_count)}</span>
        </Link>
        <button
          type="button"
          className="svclip__count"
          aria-label={t("svideo.shares", { n: f.count(clip.share_count) })}
          onClick={() => onShare(clip)}
        >
          <SvideoIcon name="share" size={32} />
          <span aria-hidden="true">{f.count(clip.share_count)}</span>
        </button>
      </div>
      <div className="svclip__text">
        <p className="svclip__name" lang={contentLang}>
          @{name}
        </p>
        <Heading className="svclip__title" id={titleId} lang={contentLang}>
          {clip.title}
        </Heading>
      </div>
    </>
  );
}
