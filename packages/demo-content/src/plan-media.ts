import type { ContentType } from "@davmu/contract";
import type { SceneName } from "./art/scenes.ts";
import { CHANNELS, type ChannelSeed } from "./channels.ts";
import type { AudioSpec, MediaPlan, VideoSpec } from "./media/plan.ts";
import { MEDIA_ACCOUNTS, type MediaAccountSeed } from "./media-accounts.ts";
import { createRandom, hashString, type Random } from "./random.ts";
import { CHANNEL_TEXTS } from "./text/index.ts";
import { AUDIO_ALBUM_TEXTS } from "./text/media/audio-albums.ts";
import { CLIP_TEXTS } from "./text/media/clips.ts";
import { GALLERY_TEXTS } from "./text/media/galleries.ts";
import { SERIES_TEXTS } from "./text/media/series.ts";
import type { GalleryPicture, MediaText } from "./text/media/types.ts";
import { VIDEO_TEXTS } from "./text/media/videos.ts";

export type MediaItemType = Extract<
  ContentType,
  "video" | "svideo" | "audio" | "video_album" | "audio_album" | "gallery"
>;

/** A picture the seed draws for a media item: a cover, or a gallery's picture. */
export type PlannedPicture = { name: string; scene: SceneName; key: string; width: number; height: number };

/** One audio, video, album or gallery item of the demo set, with its words and pictures. */
export type PlannedMediaItem = {
  sourceKey: string;
  type: MediaItemType;
  /** The media plan's key of what plays (a video, clip or track); null for albums and galleries. */
  mediaKey: string | null;
  channel: ChannelSeed;
  text: MediaText;
  mp: MediaAccountSeed | null;
  author: string;
  ageSeconds: number;
  counts: { view: number; like: number; collect: number; share: number };
  /** The cover's picture name (an album's tracks share the album's). */
  cover: PlannedPicture;
  /** Seconds, for what plays. */
  duration: number | null;
  /** The album's source key and the item's place in it (0 first), for episodes and tracks. */
  album: { sourceKey: string; sort: number } | null;
  /** A gallery's pictures, in order. */
  pictures: (GalleryPicture & { picture: PlannedPicture })[];
};

const HOUR = 3600;
const DAY = 24 * HOUR;
/**
 * The newest media items, in hours. None is newer than a day: until the site has screens for them,
 * the first page of every list stays the articles its pages open (docs/decisions/0042).
 */
const FRESH_AGES_HOURS = [25, 30, 37, 46, 57, 69];
/** The oldest listed media item, in days. */
const OLDEST_DAYS = 40;
/** Days between two episodes (a series comes out twice a week) or two tracks of an album. */
const ITEM_SPACING_DAYS = { video_album: 3, audio_album: 1 } as const;

export const COVER = { width: 750, height: 420 } as const;
/** Short videos are watched upright; their cards show them so. */
export const UPRIGHT_COVER = { width: 540, height: 960 } as const;
/** Album art is square, as music players show it. */
export const SQUARE_COVER = { width: 600, height: 600 } as const;
const GALLERY_SIZES = {
  photo: { width: 1080, height: 720 },
  wide: { width: 1080, height: 608 },
  tall: { width: 720, height: 960 },
  square: { width: 900, height: 900 },
} as const;

const slug = (sourceKey: string) => sourceKey.replace(/^seed:/, "").replaceAll(":", "-");
const coverPicture = (
  sourceKey: string,
  scene: SceneName,
  key: string,
  size: { width: number; height: number },
) => ({
  name: `seed/covers/${slug(sourceKey)}`,
  scene,
  key,
  ...size,
});
/** The key of a video's first picture: a cover drawn with it looks like the video's opening. */
const firstPictureKey = (spec: VideoSpec) => `seed/video/${spec.key}/1`;

function counts(r: Random, low: number, high: number): PlannedMediaItem["counts"] {
  const view = Math.round(low * (high / low) ** r.next());
  const share = (lo: number, hi: number) => Math.round(view * (lo + r.next() * (hi - lo)));
  return {
    view,
    like: share(0.02, 0.08),
    collect: share(0.005, 0.03),
    share: share(0.002, 0.015),
  };
}

function channelOf(slugName: string): ChannelSeed {
  const channel = CHANNELS.find((c) => c.slug === slugName);
  if (!channel) throw new Error(`seed: no channel ${slugName}`);
  return channel;
}

function textOf<T>(texts: Readonly<Record<string, T>>, key: string): T {
  const text = texts[key];
  if (!text) throw new Error(`seed: no words for the media item ${key}`);
  return text;
}

/** A media account of the channel for every other item, taking turns among the channel's accounts. */
function accountFor(channel: string, turn: number): MediaAccountSeed | null {
  const accounts = MEDIA_ACCOUNTS.filter((m) => m.channel === channel);
  if (turn % 2 === 1 || accounts.length === 0) return null;
  return accounts[Math.floor(turn / 2) % accounts.length]!;
}

type Draft = Omit<PlannedMediaItem, "ageSeconds" | "counts" | "author"> & { views: [number, number] };

function item(draft: Draft): PlannedMediaItem {
  const r = createRandom(hashString(draft.sourceKey));
  return {
    ...draft,
    author: r.pick(CHANNEL_TEXTS[draft.channel.slug]!.authors),
    ageSeconds: 0,
    counts: counts(r, ...draft.views),
  };
}

function videoItem(
  spec: VideoSpec,
  text: MediaText,
  turn: number,
  type: "video" | "svideo",
): PlannedMediaItem {
  const sourceKey = `seed:${type}:${spec.key}`;
  const size = type === "svideo" ? UPRIGHT_COVER : COVER;
  return item({
    sourceKey,
    type,
    mediaKey: spec.key,
    channel: channelOf(spec.channel),
    text,
    mp: accountFor(spec.channel, turn),
    cover: coverPicture(sourceKey, spec.scenes[0]!, firstPictureKey(spec), size),
    duration: spec.seconds,
    album: null,
    pictures: [],
    views: type === "svideo" ? [2_000, 600_000] : [1_500, 250_000],
  });
}

/** A video album and its episodes, or an audio album and its tracks, the album first. */
function albumItems(
  albumType: "video_album" | "audio_album",
  spec: { key: string; channel: string; items: readonly (VideoSpec | AudioSpec)[] },
  text: MediaText & { episodes?: readonly MediaText[]; tracks?: readonly MediaText[]; cover?: SceneName },
  turn: number,
): PlannedMediaItem[] {
  const sourceKey = `seed:${albumType}:${spec.key}`;
  const channel = channelOf(spec.channel);
  // Albums are a media account's work, as series and records are.
  const mp = accountFor(spec.channel, 0) ?? accountFor(spec.channel, turn);
  const first = spec.items[0] as VideoSpec | AudioSpec;
  const cover =
    albumType === "audio_album"
      ? coverPicture(sourceKey, text.cover!, `seed/covers/album-${spec.key}`, SQUARE_COVER)
      : coverPicture(sourceKey, (first as VideoSpec).scenes[1]!, `seed/covers/album-${spec.key}`, COVER);
  const album = item({
    sourceKey,
    type: albumType,
    mediaKey: null,
    channel,
    text,
    mp,
    cover,
    duration: null,
    album: null,
    pictures: [],
    views: [20_000, 400_000],
  });
  const words = albumType === "audio_album" ? text.tracks! : text.episodes!;
  if (words.length !== spec.items.length)
    throw new Error(`seed: ${spec.key} has words for ${words.length} items`);
  const members = spec.items.map((itemSpec, sort) => {
    const type = albumType === "audio_album" ? "audio" : "video";
    const memberKey = `seed:${type}:${itemSpec.key}`;
    const own =
      type === "video"
        ? coverPicture(
            memberKey,
            (itemSpec as VideoSpec).scenes[0]!,
            firstPictureKey(itemSpec as VideoSpec),
            COVER,
          )
        : cover;
    return item({
      sourceKey: memberKey,
      type,
      mediaKey: itemSpec.key,
      channel,
      text: words[sort]!,
      mp,
      cover: own,
      duration: itemSpec.seconds,
      album: { sourceKey, sort },
      pictures: [],
      views: [3_000, 80_000],
    });
  });
  return [album, ...members];
}

function galleryItem(text: (typeof GALLERY_TEXTS)[number], turn: number): PlannedMediaItem {
  const sourceKey = `seed:gallery:${text.key}`;
  const pictures = text.pictures.map((p, i) => ({
    ...p,
    picture: {
      name: `seed/gallery/${text.key}-${i + 1}`,
      scene: p.scene,
      key: `seed/gallery/${text.key}-${i + 1}`,
      ...GALLERY_SIZES[p.shape],
    },
  }));
  const first = pictures[0]!.picture;
  return item({
    sourceKey,
    type: "gallery",
    mediaKey: null,
    channel: channelOf(text.channel),
    text,
    mp: accountFor(text.channel, turn + 1),
    // Drawn with the first picture's key: the card shows what the gallery opens on.
    cover: coverPicture(sourceKey, first.scene, first.key, COVER),
    duration: null,
    album: null,
    pictures,
    views: [1_000, 120_000],
  });
}

/** Gives the listed items their ages, taking turns between kinds, and each album's items theirs. */
function date(groups: PlannedMediaItem[][]): void {
  const listed: PlannedMediaItem[] = [];
  for (let k = 0; listed.length < groups.reduce((n, g) => n + g.length, 0); k++)
    for (const g of groups) if (g[k]) listed.push(g[k]!);
  listed.forEach((it, index) => {
    const r = createRandom(hashString(`age:${it.sourceKey}`));
    const fresh = FRESH_AGES_HOURS[index];
    const rest = listed.length - FRESH_AGES_HOURS.length;
    const spread = (index - FRESH_AGES_HOURS.length) / Math.max(1, rest - 1);
    it.ageSeconds =
      fresh !== undefined
        ? Math.round(fresh * HOUR)
        : Math.round((3.5 + spread * (OLDEST_DAYS - 3.5)) * DAY - r.next() * 8 * HOUR);
  });
}

/**
 * The demo set's audio, video, albums, short videos and galleries: every item of the media plan
 * with its words, plus the galleries. Deterministic, like the articles' plan.
 */
export function planMediaItems(plan: MediaPlan): PlannedMediaItem[] {
  const videos = plan.videos.map((spec, i) => videoItem(spec, textOf(VIDEO_TEXTS, spec.key), i, "video"));
  const clips = plan.clips.map((spec, i) => {
    const text = CLIP_TEXTS[i];
    if (!text) throw new Error(`seed: no words for the clip ${spec.key}`);
    return videoItem(spec, text, i, "svideo");
  });
  const series = plan.videoAlbums.map((a, i) => albumItems("video_album", a, textOf(SERIES_TEXTS, a.key), i));
  const records = plan.audioAlbums.map((a, i) =>
    albumItems("audio_album", a, textOf(AUDIO_ALBUM_TEXTS, a.key), i),
  );
  const galleries = GALLERY_TEXTS.map((g, i) => galleryItem(g, i));
  const albums = [...series, ...records];
  date([videos, clips, galleries, albums.map((a) => a[0]!)]);
  for (const [album, ...members] of albums) {
    // The last item came out when the album was last updated; each earlier one a little before.
    members.forEach((m, i) => {
      const spacing = ITEM_SPACING_DAYS[album!.type as keyof typeof ITEM_SPACING_DAYS];
      m.ageSeconds = album!.ageSeconds + (members.length - 1 - i) * spacing * DAY;
    });
  }
  return [...videos, ...clips, ...galleries, ...albums.flat()];
}
