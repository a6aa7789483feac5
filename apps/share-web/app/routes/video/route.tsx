import { useRef } from "react";
import { Link } from "react-router";
import { albumEpisodeHref } from "../../components/album/episodes.ts";
import { contentScreen } from "../../components/content/content-screen.tsx";
import { PlaceSection } from "../../components/place/place-section.tsx";
import { VideoStage } from "../../components/player/video-stage.tsx";
import { ShareButton } from "../../components/share/share-button.tsx";
import { AccountRow } from "../../components/social/account-row.tsx";
import { socialItem } from "../../components/social/marks.ts";
import { SocialBar } from "../../components/social/social-bar.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useReadTracking } from "../../platform/tracker/use-read-tracking.ts";
import type { Route } from "./+types/route";
import { loadVideo } from "./loader.server.ts";
import cssText from "./video.css?inline";
import cssHref from "./video.css?url";

const screen = contentScreen("video", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadVideo(args);
}

export default function Video({ loaderData }: Route.ComponentProps) {
  const { video, related } = loaderData;
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  const info = useRef<HTMLDivElement>(null);
  // The view on open (the tracker's read covers how long the page was shown).
  useReadTracking(video.id, info);
  return (
    <screen.Page
      item={video}
      comments={loaderData.comments}
      related={{ items: related, title: "video.related", mixedTitle: "video.relatedMixed" }}
    >
      <VideoStage
        id={video.id}
        title={video.title}
        media={video.media}
        poster={video.poster}
        session={{ artist: video.mp?.name ?? video.source }}
      />
      <div className="video-info" ref={info}>
        <h1 className="video-info__title" lang={contentLang}>
          {video.title}
        </h1>
        <p className="video-info__counts">
          <span>{t("video.views", { n: f.count(video.view_count) })}</span>
          <time dateTime={new Date(video.publish_time * 1000).toISOString()} suppressHydrationWarning>
            {f.displayTime(video.publish_time)}
          </time>
        </p>
        <AccountRow item={video} block="video-account" />
        {video.summary && (
          <details className="video-info__about">
            <summary>{t("video.description")}</summary>
            <p lang={contentLang}>{video.summary}</p>
          </details>
        )}
        <PlaceSection place={loaderData.place} weather={loaderData.weather} />
        <SocialBar item={socialItem(video)}>
          <ShareButton />
        </SocialBar>
        {video.album && (
          <Link className="video-album" to={path(albumEpisodeHref(video.actor, video.album, video.id))}>
            <span className="video-album__title" lang={contentLang}>
              {t("video.album", { title: video.album.title })}
            </span>
            <span className="video-album__place">
              {t("video.albumPlace", { position: video.album.position, count: video.album.count })}
            </span>
          </Link>
        )}
      </div>
    </screen.Page>
  );
}
