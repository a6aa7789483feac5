/**
 * hls.js's light build (no subtitles, alternate audio, DRM or CMCD, none of which the players use):
 * a third less to fetch and compile than the full build. The package ships its types for the full
 * build only; the light build's API is the same, less those features.
 */
declare module "hls.js/light" {
  export * from "hls.js";
  export { default } from "hls.js";
}
