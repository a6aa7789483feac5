import type sharpType from "sharp";

let loading: Promise<typeof sharpType> | undefined;

/**
 * sharp, loaded on first use: its native library costs a start about 150 ms of CPU that a process
 * which never resizes or receives a picture does not need (docs/decisions/0135).
 */
export function loadSharp(): Promise<typeof sharpType> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
