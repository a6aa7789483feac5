import { formatDuration } from "@davmu/format";
import { useRef } from "react";
import { AudioAbout } from "../../components/audio/audio-about.tsx";
import { AudioAccount } from "../../components/audio/audio-account.tsx";
import { AudioDock } from "../../components/audio/audio-dock.tsx";
import { AudioHero } from "../../components/audio/audio-hero.tsx";
import { AudioStage } from "../../components/audio/audio-stage.tsx";
import type { AudioTrack } from "../../components/audio/audio-track.ts";
import { AudioTrackList } from "../../components/audio/audio-track-list.tsx";
import { AudioQueueContext, useAudioQueue } from "../../components/audio/use-audio-queue.ts";
import { contentScreen } from "../../components/content/content-screen.tsx";
import { ShareButton } from "../../components/share/share-button.tsx";
import { socialItem } from "../../components/social/marks.ts";
import { SocialBar } from "../../components/social/social-bar.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { ShareOverride } from "../../platform/store.ts";
import { useReadTracking } from "../../platform/tracker/use-read-tracking.ts";
import type { Route } from "./+types/route";
import cssText from "./audio-album.css?inline";
import cssHref from "./audio-album.css?url";
import { loadAudioAlbum } from "./loader.server.ts";

const screen = contentScreen("audio-album", import.meta.env.SSR ? cssText : "", cssHref, "page--audio");

/** The id of the track list, which the player's list button goes to. */
const TRACKS_ID = "audio-tracks";

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadAudioAlbum(args);
}

/** Another album is another page: its playback starts afresh. */
export default function AudioAlbum({ loaderData }: Route.ComponentProps) {
  return <AudioAlbumPage key={loaderData.album.id} data={loaderData} />;
}

function AudioAlbumPage({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { album, tracks, related } = data;
  const { t } = useI18n();
  const f = useFormat();
  const info = useRef<HTMLDivElement>(null);
  // The view on open (the tracker's read covers how long the page was shown).
  useReadTracking(album.id, info);
  const queue = useAudioQueue({
    albumId: album.id,
    actor: album.actor,
    run: tracks.run,
    current: tracks.current,
    // The album's own address, naming the chosen track: a reload or a share opens on it.
    addressOf: (track) => `${window.location.pathname}?track=${encodeURIComponent(track.id)}`,
  });
  const artist = album.mp?.name ?? album.source;
  // The card links to the album (loader); once another track plays, to the album on that track.
  const cardLink = data.wechat?.link;
  const shareCardOf = (playing: AudioTrack): ShareOverride =>
    cardLink && playing.position !== tracks.current
      ? { link: `${cardLink.split("?")[0]}?track=${encodeURIComponent(playing.id)}` }
      : null;
  return (
    <AudioQueueContext value={queue}>
      <screen.Page
        item={album}
        comments={data.comments}
        related={{ items: related, title: "audio.related" }}
        dock={<AudioDock artwork={album.cover} artist={artist} />}
      >
        <AudioHero
          cover={album.cover}
          title={album.title}
          sub={
            <>
              <span className="audio-hero__badge">{t("audioAlbum.badge")}</span>
              {t("audioAlbum.summary", { n: album.item_count, length: formatDuration(album.duration) })}
            </>
          }
        >
          <AudioStage
            artwork={album.cover}
            albumTitle={album.title}
            artist={artist}
            showTitle
            listId={TRACKS_ID}
            shareCardOf={shareCardOf}
          />
        </AudioHero>
        <div className="audio-info" ref={info}>
          <p className="audio-info__counts">
            <span>{t("audio.plays", { n: f.count(album.view_count) })}</span>
            <span>{t("audio.likes", { n: f.count(album.like_count) })}</span>
            <time dateTime={new Date(album.publish_time * 1000).toISOString()} suppressHydrationWarning>
              {f.displayTime(album.publish_time)}
            </time>
          </p>
          <AudioAccount item={album} />
          <AudioAbout summary={album.summary} bodyHtml={album.body_html || null} />
          <SocialBar item={socialItem(album)}>
            <ShareButton />
          </SocialBar>
        </div>
        <AudioTrackList id={TRACKS_ID} />
      </screen.Page>
    </AudioQueueContext>
  );
}
