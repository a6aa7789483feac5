import { AUDIO_MIME, audioLocation } from "./audio.ts";
import type { AlbumSpec, AudioSpec, MediaPlan, VideoSpec } from "./plan.ts";
import { type PlannedVideo, plannedVideo } from "./video.ts";

export type { PlannedVideo } from "./video.ts";

/** A track's URL and facts, known before it is made. */
export type PlannedAudio = { key: string; url: string; mime: string; duration: number };

type Channelled<T> = T & { channel: string };
type PlannedAlbum<T> = { key: string; channel: string; items: Channelled<T>[] };

/** The plan's media as they will be once made: every URL, type, size in pixels and length. */
export type PlannedMedia = {
  videos: Channelled<PlannedVideo>[];
  videoAlbums: PlannedAlbum<PlannedVideo>[];
  audioAlbums: PlannedAlbum<PlannedAudio>[];
  clips: Channelled<PlannedVideo>[];
};

/**
 * The URLs of everything `plan` makes, computed from the plan alone: each name is a hash of the
 * item's inputs and ffmpeg's version line (docs/decisions/0041), so rows can point at the files
 * before they exist, and the generator later writes exactly there (docs/decisions/0042).
 */
export function plannedMedia(plan: MediaPlan, ffVersion: string): PlannedMedia {
  const video = (spec: VideoSpec) => ({ ...plannedVideo(ffVersion, spec), channel: spec.channel });
  const audio = (spec: AudioSpec) => ({
    key: spec.key,
    channel: spec.channel,
    url: `/media/${audioLocation(ffVersion, spec)}`,
    mime: AUDIO_MIME,
    duration: spec.seconds,
  });
  const album = <S, T>(a: AlbumSpec<S>, each: (spec: S) => T) => ({
    key: a.key,
    channel: a.channel,
    items: a.items.map(each),
  });
  return {
    videos: plan.videos.map(video),
    videoAlbums: plan.videoAlbums.map((a) => album(a, video)),
    audioAlbums: plan.audioAlbums.map((a) => album(a, audio)),
    clips: plan.clips.map(video),
  };
}
