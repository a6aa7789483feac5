import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { AccountAvatar } from "../content/account-avatar.tsx";
import { FollowButton } from "../social/follow-button.tsx";
import { useSocialMarks } from "../social/use-social-marks.tsx";
import type { ClipView } from "./clip-view.ts";
import { SvideoIcon } from "./svideo-icons.tsx";

type Props = {
  clip: ClipView;
  titleId: string;
  /** The shared clip's title is the page's heading; the feed's others are headings under it. */
  heading: "h1" | "h2";
  onShare: (clip: ClipView) => void;
  /** Opens the clip's comments in a sheet over the feed. */
  onComments: (clip: ClipView) => void;
  /** Shows a short notice over the feed (a like that failed). */
  onNotice: (text: string) => void;
};

/**
 * What a clip shows over its picture, as the short-video apps do: the media account (its page, and
 * a round follow button under the avatar) and the like, comment and share counts down the right;
 * the account's name and the title at the bottom. Liking and following are the site's own (login
 * first, then kept); the comment count opens the clip's comments over the feed.
 */
export function SvideoOverlay({ clip, titleId, heading: Heading, onShare, onComments, onNotice }: Props) {
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  const name = clip.mp?.name ?? clip.source;
  const { marks, notice, tap, controller } = useSocialMarks({
    id: clip.id,
    type: clip.type,
    like_count: clip.like_count,
    // The feed's cards carry no collection count, and the feed shows none.
    collect_count: 0,
    mp: clip.mp !== null,
  });
  const tell = useRef(onNotice);
  tell.current = onNotice;
  useEffect(() => {
    if (notice) tell.current(notice);
  }, [notice]);
  return (
    <>
      <div className="svclip__side">
        <div className="svclip__account">
          {clip.mp ? (
            <Link className="svclip__who" to={path(`/mp/user/${clip.mp.id}`)} aria-label={name}>
              <AccountAvatar item={clip} className="svclip__avatar" />
            </Link>
          ) : (
            <AccountAvatar item={clip} className="svclip__avatar" />
          )}
          {clip.mp && (
            <FollowButton
              look="mark"
              className="svclip__follow round-button"
              account={{ id: clip.mp.id, name, follower_count: clip.mp.follower_count }}
            />
          )}
        </div>
        <button
          type="button"
          className={`svclip__count${marks.liked ? " svclip__count--on" : ""}`}
          aria-pressed={marks.liked}
          aria-label={t("svideo.likes", { n: f.count(marks.like_count) })}
          onClick={() => tap("like")}
        >
          <SvideoIcon name="like" size={34} />
          <span aria-hidden="true">{f.count(marks.like_count)}</span>
        </button>
        <button
          type="button"
          className="svclip__count"
          aria-haspopup="dialog"
          aria-label={t("svideo.comments", { n: f.count(clip.comment_count) })}
          onClick={() => onComments(clip)}
        >
          <SvideoIcon name="comment" size={32} />
          <span aria-hidden="true">{f.count(clip.comment_count)}</span>
        </button>
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
      {controller}
      <div className="svclip__text">
        <p className="svclip__name" lang={contentLang}>
          @{name}
        </p>
        <Heading className="svclip__title clamp" id={titleId} lang={contentLang}>
          {clip.title}
        </Heading>
      </div>
    </>
  );
}
