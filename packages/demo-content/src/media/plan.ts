import type { SceneName } from "../art/scenes.ts";
import type { MusicStyle } from "./music/score.ts";

export type VideoShape = "landscape" | "vertical";

/** One video: `key` names its files and seeds its pictures' details, camera moves and music. */
export type VideoSpec = {
  key: string;
  channel: string;
  shape: VideoShape;
  seconds: number;
  /** The pictures it cross-fades between, in order, each with a slow camera move. */
  scenes: readonly SceneName[];
  music: MusicStyle;
};

export type AudioSpec = { key: string; channel: string; seconds: number; music: MusicStyle };
export type AlbumSpec<T> = { key: string; channel: string; items: readonly T[] };

/** What to make: standalone videos, video albums, audio albums and vertical short clips. */
export type MediaPlan = {
  videos: readonly VideoSpec[];
  videoAlbums: readonly AlbumSpec<VideoSpec>[];
  audioAlbums: readonly AlbumSpec<AudioSpec>[];
  clips: readonly VideoSpec[];
};

const video = (channel: string, n: number, scenes: SceneName[], music: MusicStyle): VideoSpec => ({
  key: `${channel}-${n}`,
  channel,
  shape: "landscape",
  seconds: 20,
  scenes,
  music,
});

/**
 * Episodes of one series: 12 s each, three pictures of the series' subjects, every episode opening
 * on a different one (the one its poster shows).
 */
function series(
  key: string,
  channel: string,
  subjects: SceneName[],
  music: MusicStyle,
): AlbumSpec<VideoSpec> {
  const items = Array.from({ length: 5 }, (_, i): VideoSpec => {
    const scenes = [0, 2, 4].map((k) => subjects[(i + k) % subjects.length]!);
    return { key: `${key}-ep${i + 1}`, channel, shape: "landscape", seconds: 12, scenes, music };
  });
  return { key, channel, items };
}

function album(key: string, channel: string, music: MusicStyle): AlbumSpec<AudioSpec> {
  const items = Array.from({ length: 10 }, (_, i) => ({
    key: `${key}-${String(i + 1).padStart(2, "0")}`,
    channel,
    // Tracks of different lengths, as an album's are; about a minute each keeps the first seed short.
    seconds: 56 + ((i * 7) % 5) * 4,
    music,
  }));
  return { key, channel, items };
}

/** Vertical clips: two pictures, ten seconds, the phone's full screen. */
const CLIP_SUBJECTS: readonly [string, SceneName[], MusicStyle][] = [
  ["news", ["street", "platform"], "bright"],
  ["tech", ["device", "circuit"], "bright"],
  ["finance", ["chart", "skyline"], "lofi"],
  ["culture", ["stage", "ink"], "ambient"],
  ["life", ["food", "plants"], "lofi"],
  ["law", ["facade", "desk"], "ambient"],
  ["sports", ["court", "track"], "bright"],
  ["life", ["sea", "fields"], "ambient"],
  ["news", ["skyline", "street"], "lofi"],
  ["sports", ["pool", "pitch"], "bright"],
  ["culture", ["shelves", "vessel"], "ambient"],
  ["tech", ["desk", "racks"], "lofi"],
];

/**
 * The demo set's media: six videos, two series of five episodes, two albums of ten tracks and
 * twelve vertical clips, over the channels. Its size is set by the first seed's time budget (a
 * minute or two on two cores; docs/decisions/0041-demo-media.md).
 */
export const DEMO_MEDIA_PLAN: MediaPlan = {
  videos: [
    video("news", 1, ["street", "skyline", "platform", "facade"], "ambient"),
    video("tech", 1, ["device", "circuit", "racks", "desk"], "bright"),
    video("finance", 1, ["chart", "board", "containers", "skyline"], "lofi"),
    video("culture", 1, ["stage", "vessel", "ink", "shelves"], "ambient"),
    video("life", 1, ["food", "plants", "interior", "fields"], "lofi"),
    video("sports", 1, ["pitch", "track", "court", "pool"], "bright"),
  ],
  videoAlbums: [
    series("museum-series", "culture", ["vessel", "ink", "shelves", "interior", "macro", "stage"], "ambient"),
    series("travel-series", "life", ["mountains", "sea", "fields", "street", "food", "plants"], "lofi"),
  ],
  audioAlbums: [album("quiet-hours", "culture", "ambient"), album("late-desk", "life", "lofi")],
  clips: CLIP_SUBJECTS.map(([channel, scenes, music], i) => ({
    key: `clip-${i + 1}-${channel}`,
    channel,
    shape: "vertical",
    seconds: 10,
    scenes,
    music,
  })),
};
