import { DANMU_SECONDS } from "./danmu-lanes.ts";

/**
 * How many danmu the visitor wants over the picture, as Chinese video sites offer it (弹幕密度:
 * 稀疏, 适中, 密集): few on a small part of the picture, the usual half, or the whole picture.
 */
export type DanmuDensity = "sparse" | "standard" | "dense";

/** The level a visitor who never chose one sees. */
export const DEFAULT_DANMU_DENSITY: DanmuDensity = "standard";

/** The levels in the order a settings list shows them, each with its label's message key. */
export const DANMU_DENSITY_LEVELS = [
  { density: "sparse", label: "video.danmuDensitySparse" },
  { density: "standard", label: "video.danmuDensityStandard" },
  { density: "dense", label: "video.danmuDensityDense" },
] as const satisfies readonly { density: DanmuDensity; label: string }[];

/** The message key of the setting's own name (弹幕密度). */
export const DANMU_DENSITY_LABEL = "video.danmuDensity";

/** A line of flying danmu, in CSS px (16 px text on a 24 px line, and a gap). */
export const LANE_HEIGHT = 26;
/** A line of the reduced-motion list, and the list's padding above and below, in CSS px. */
const LIST_LINE = 20;
const LIST_PADDING = 16;

/** What a level scales: the share of the height, the room each danmu gets along a lane, the list. */
const LEVELS: Record<DanmuDensity, { area: number; spacing: number; list: number }> = {
  // A quarter of the picture, danmu far apart.
  sparse: { area: 0.25, spacing: 240, list: 2 },
  // Half the picture: what the layer always did.
  standard: { area: 0.5, spacing: 160, list: 4 },
  // The whole picture, danmu close together.
  dense: { area: 1, spacing: 96, list: 6 },
};

/**
 * The captions' band at the bottom of the picture, as a share of its height: a browser draws
 * two lines of cues there at about 5 % of the height each, with the line gaps and the margin
 * (WebVTT's default placement, https://www.w3.org/TR/webvtt1/#processing-cue-settings).
 */
export const CAPTION_BAND = 0.2;
/** The band is never thinner than two lines of small text. */
const CAPTION_BAND_MIN = 48;

/** A busy second may start this many times the average rate that keeps the screen at its cap. */
const BURST = 1.5;

/** Where the danmu go and how many, for one player at one size. */
export type DanmuCap = {
  /** Lanes of LANE_HEIGHT from the top, for scrolling danmu. */
  lanes: number;
  /**
   * Lanes for top danmu (from the top) and for bottom ones (from the bottom): at most half the
   * picture each, so that the two never meet, whatever share the level gives the scrolling ones.
   */
  fixedLanes: number;
  /** The share of the picture's height the lanes cover (0–1). */
  area: number;
  /** At most this many start in one second of video. */
  perSecond: number;
  /** At most this many on screen at once (the visitor's own just-sent ones come on top). */
  onScreen: number;
  /** Where a bottom danmu goes: its own lanes, or the top ones while captions hold the bottom. */
  bottom: "bottom" | "top";
  /** The height kept clear at the bottom for captions, in px (0 without captions). */
  clearBottom: number;
  /** With reduced motion: how many lines the still list shows. */
  listSize: number;
};

/** What the cap depends on: the danmu layer's size in CSS px, the visitor's level and choices. */
export type DanmuCapInput = {
  width: number;
  height: number;
  density: DanmuDensity;
  reducedMotion: boolean;
  captionsShown: boolean;
};

/**
 * The cap for a player: lanes from the height the level may use (above the captions' band when
 * captions show), as many on screen as those lanes hold at the level's spacing over the width,
 * and enough starts a second to keep them full. A small phone player gets a few lanes and a
 * handful on screen; a desktop player in full screen at the dense level holds hundreds.
 */
export function danmuCap({ width, height, density, reducedMotion, captionsShown }: DanmuCapInput): DanmuCap {
  const level = LEVELS[density] ?? LEVELS[DEFAULT_DANMU_DENSITY];
  const w = Math.max(0, width || 0);
  const h = Math.max(0, height || 0);
  const clearBottom = captionsShown ? Math.round(Math.max(CAPTION_BAND_MIN, h * CAPTION_BAND)) : 0;
  const usable = Math.max(0, h - clearBottom);
  const lanes = Math.max(1, Math.floor(Math.min(h * level.area, usable) / LANE_HEIGHT));
  const perLane = Math.max(1, Math.round(w / level.spacing));
  const onScreen = lanes * perLane;
  const perSecond = Math.max(1, Math.ceil((onScreen * BURST) / DANMU_SECONDS));
  const listRoom = Math.floor((Math.min(h * 0.5, usable) - LIST_PADDING) / LIST_LINE);
  const fixedLanes = Math.max(1, Math.min(lanes, Math.floor(usable / 2 / LANE_HEIGHT)));
  return {
    lanes,
    fixedLanes,
    area: h ? Math.min(1, (lanes * LANE_HEIGHT) / h) : 0,
    perSecond,
    onScreen,
    bottom: captionsShown ? "top" : "bottom",
    clearBottom,
    listSize: reducedMotion ? Math.max(1, Math.min(level.list, listRoom)) : level.list,
  };
}

/** A stored level read back (null: not one of the levels, say from an older release). */
export function parseDanmuDensity(text: string): DanmuDensity | null {
  return DANMU_DENSITY_LEVELS.some((l) => l.density === text) ? (text as DanmuDensity) : null;
}
