import type { CONTENT_TYPES } from "./constants.ts";

type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * What each content type is called where a list is offered by type (a media account's tabs), in
 * the site's locales: declared beside the types, in a module of its own so that only the screens
 * that name them load it.
 */
export const CONTENT_TYPE_NAMES: Record<ContentType, { zh: string; en: string }> = {
  doc: { zh: "文章", en: "Articles" },
  gallery: { zh: "图集", en: "Galleries" },
  audio: { zh: "音频", en: "Audio" },
  audio_album: { zh: "专辑", en: "Albums" },
  video: { zh: "视频", en: "Videos" },
  video_album: { zh: "合集", en: "Series" },
  svideo: { zh: "短视频", en: "Shorts" },
  special: { zh: "专题", en: "Specials" },
  live: { zh: "直播", en: "Live" },
  mini_program: { zh: "小程序", en: "Mini programs" },
};
