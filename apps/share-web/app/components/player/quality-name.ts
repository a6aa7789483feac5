/** The names Chinese video sites give a picture's height: 流畅, 标清, 高清, 超清. */
export type QualityKey =
  | "video.qualitySmooth"
  | "video.qualitySD"
  | "video.qualityHD"
  | "video.qualityFullHD";

/** The name of a rendition `height` px tall, as the quality choice lists it beside its height. */
export function qualityKey(height: number): QualityKey {
  if (height <= 360) return "video.qualitySmooth";
  if (height <= 540) return "video.qualitySD";
  if (height <= 720) return "video.qualityHD";
  return "video.qualityFullHD";
}
