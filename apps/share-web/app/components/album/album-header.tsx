import type { AlbumDetail } from "@davmu/contract/client";
import { formatDuration } from "@davmu/format";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { CoverImage } from "../content/cover-image.tsx";
import { ShareButton } from "../share/share-button.tsx";
import { AccountRow } from "../social/account-row.tsx";
import { socialItem } from "../social/marks.ts";
import { SocialBar } from "../social/social-bar.tsx";

/** What an album's header shows: its items travel apart from it. */
export type AlbumSummary = Pick<
  AlbumDetail,
  | "id"
  | "type"
  | "title"
  | "summary"
  | "body_html"
  | "cover"
  | "mp"
  | "source"
  | "item_count"
  | "duration"
  | "view_count"
  | "like_count"
  | "collect_count"
  | "comment_count"
>;

/**
 * An album's header: cover, title, how many episodes and how long in all, plays, the media account
 * and the description (opened on demand: the episodes come first on a phone's screen).
 */
export function AlbumHeader({ album }: { album: AlbumSummary }) {
  const { t, contentLang } = useI18n();
  const f = useFormat();
  return (
    <div className="album-head">
      <div className="album-head__main">
        {album.cover && (
          <CoverImage className="album-head__cover" image={{ ...album.cover, alt: "" }} sizes="112px" />
        )}
        <div className="album-head__text">
          <h1 className="album-head__title clamp" lang={contentLang}>
            {album.title}
          </h1>
          <p className="album-head__facts">
            <span>{t("videoAlbum.episodeCount", { n: album.item_count })}</span>
            {album.duration ? (
              <span>{t("videoAlbum.totalDuration", { time: formatDuration(album.duration) })}</span>
            ) : null}
            <span>{t("videoAlbum.views", { n: f.count(album.view_count) })}</span>
          </p>
        </div>
      </div>
      <AccountRow item={album} block="album-account" />
      {(album.summary || album.body_html) && (
        <details className="album-about">
          <summary>
            <span className="album-about__label">{t("videoAlbum.description")}</span>
            <span className="album-about__preview" lang={contentLang}>
              {album.summary}
            </span>
          </summary>
          {album.body_html ? (
            <div
              className="album-about__body"
              lang={contentLang}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service when written (DESIGN principle 5)
              dangerouslySetInnerHTML={{ __html: album.body_html }}
            />
          ) : (
            <p className="album-about__body" lang={contentLang}>
              {album.summary}
            </p>
          )}
        </details>
      )}
      <SocialBar item={socialItem(album)}>
        <ShareButton />
      </SocialBar>
    </div>
  );
}
