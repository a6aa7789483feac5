import { useRef } from "react";
import { VideoStage } from "../../components/player/video-stage.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { usePlaybackTracking } from "../../platform/tracker/use-playback-tracking.ts";
import type { Route } from "./+types/route";
import cssText from "./embed.css?inline";
import cssHref from "./embed.css?url";
import { loadEmbed } from "./loader.server.ts";

const screen = siteScreen("embed", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadEmbed(args);
}

/**
 * The player another site frames (docs/decisions/0120): the video, or an audio card with its
 * artwork and a player, and a link that opens the full page in a new tab; no header, footer or
 * open-in-app bar.
 */
export default function Embed({ loaderData }: Route.ComponentProps) {
  const { t, contentLang } = useI18n();
  const { item, played, video, poster, audio, picture, full, siteName, count } = loaderData;
  const audioElement = useRef<HTMLAudioElement>(null);
  usePlaybackTracking(audio ? played : null, audioElement);
  const countText =
    count === null ? null : t(item.type === "audio_album" ? "embed.tracks" : "embed.episodes", { n: count });
  return (
    <screen.Page header={false} footer={false}>
      <main className="embed">
        {video ? (
          <div className="embed__stage">
            <VideoStage
              id={played}
              title={item.title}
              media={video}
              poster={poster}
              session={{ artist: item.source }}
              danmuByDefault={false}
            />
          </div>
        ) : null}
        <div className="embed__card">
          {!video && picture ? <img className="embed__cover" src={picture.url} alt="" /> : null}
          <div className="embed__text">
            <h1 className="embed__title" lang={contentLang}>
              {item.title}
            </h1>
            <p className="embed__source">
              {item.source}
              {countText ? ` · ${countText}` : ""}
            </p>
            {audio ? (
              // biome-ignore lint/a11y/useMediaCaption: spoken audio of the content service, without a transcript
              <audio
                ref={audioElement}
                className="embed__audio"
                controls
                preload="none"
                src={audio.url}
                aria-label={item.title}
              />
            ) : null}
          </div>
        </div>
        <a className="embed__full" href={full} target="_blank" rel="noopener">
          {t("embed.openFull", { site: siteName })}
        </a>
      </main>
    </screen.Page>
  );
}
