import { useRef } from "react";
import { Link } from "react-router";
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
import { absoluteUrl, BASENAME } from "../../platform/seo.ts";
import type { ShareOverride } from "../../platform/store.ts";
import { useReadTracking } from "../../platform/tracker/use-read-tracking.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import type { Route } from "./+types/route";
import cssText from "./audio.css?inline";
import cssHref from "./audio.css?url";
import { loadAudio } from "./loader.server.ts";

const screen = contentScreen("audio", import.meta.env.SSR ? cssText : "", cssHref);

/** The id of the album's track list, which the player's list button goes to. */
const TRACKS_ID = "audio-tracks";

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadAudio(args);
}

/** Another track opened as a page starts its playback afresh. */
export default function Audio({ loaderData }: Route.ComponentProps) {
  return <AudioPage key={loaderData.track.id} data={loaderData} />;
}

function AudioPage({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { track: item, album, tracks, related } = data;
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  const info = useRef<HTMLDivElement>(null);
  // The view on open (the tracker's read covers how long the page was shown).
  useReadTracking(item.id, info);
  const queue = useAudioQueue({
    albumId: album?.id ?? null,
    actor: item.actor,
    run: tracks.run,
    current: tracks.current,
    // Each track's own page: a reload or a share opens on the track that plays.
    addressOf: (track) => `${BASENAME}${path(track.href)}`,
  });
  const track = queue.currentTrack;
  const artist = item.mp?.name ?? item.source;
  // The list plays on into other tracks' pages: the share card follows the one that plays.
  const wapHost = useRootData()?.config.wapHost;
  const shareCardOf = (playing: AudioTrack): ShareOverride =>
    wapHost && playing.id !== item.id
      ? {
          link: absoluteUrl(wapHost, path(playing.href)),
          title: playing.title,
          desc: playing.summary || undefined,
        }
      : null;
  return (
    <AudioQueueContext value={queue}>
      <screen.Page
        item={item}
        comments={data.comments}
        related={{ items: related, title: "audio.related" }}
        openAppId={track?.id ?? item.id}
        dock={<AudioDock artwork={item.cover} artist={artist} />}
      >
        <AudioHero
          cover={item.cover}
          title={track?.title ?? item.title}
          sub={
            album && (
              <>
                <span className="audio-hero__badge">{t("audioTrack.album")}</span>
                <span lang={contentLang}>{album.title}</span>
              </>
            )
          }
        >
          <AudioStage
            artwork={item.cover}
            albumTitle={album?.title ?? null}
            artist={artist}
            showTitle={false}
            listId={album && tracks.run.total > 1 ? TRACKS_ID : null}
            shareCardOf={shareCardOf}
          />
        </AudioHero>
        <div className="audio-info" ref={info}>
          {track && (
            <p className="audio-info__counts">
              <span>{t("audio.plays", { n: f.count(track.view_count) })}</span>
              <time dateTime={new Date(track.publish_time * 1000).toISOString()} suppressHydrationWarning>
                {f.displayTime(track.publish_time)}
              </time>
            </p>
          )}
          <AudioAccount item={item} />
          {track && <AudioAbout summary={track.summary} bodyHtml={null} />}
          <SocialBar item={socialItem(item)}>
            <ShareButton />
          </SocialBar>
          {album && (
            <Link className="audio-album-link" to={path(album.href)}>
              <span className="audio-album-link__title">
                {t("audioTrack.album")} · <span lang={contentLang}>{album.title}</span>
              </span>
              <span className="audio-album-link__place">
                {t("audioTrack.place", { position: track?.position ?? 1, count: album.count })}
              </span>
            </Link>
          )}
        </div>
        {album && tracks.run.total > 1 && <AudioTrackList id={TRACKS_ID} />}
      </screen.Page>
    </AudioQueueContext>
  );
}
