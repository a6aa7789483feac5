import type { SceneName } from "../../art/scenes.ts";
import type { FigureShape } from "../../compose-body.ts";

/**
 * The words of one audio or video item, in the articles' line markup (text/types.ts): the first
 * paragraph's opening sentences are its summary, the whole is its description.
 */
export type MediaText = { title: string; keywords: string[]; body: string };

/** A video album: its own words and each episode's, in order. */
export type SeriesText = MediaText & { episodes: readonly MediaText[] };

/** An audio album: its words, the scene its square cover shows, and each track's. */
export type AudioAlbumText = MediaText & { cover: SceneName; tracks: readonly MediaText[] };

/** One picture of a gallery: the scene drawn, its shape and its caption. */
export type GalleryPicture = { scene: SceneName; shape: FigureShape; caption: string };

export type GalleryText = MediaText & { key: string; channel: string; pictures: readonly GalleryPicture[] };
