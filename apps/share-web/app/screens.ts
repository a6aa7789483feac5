/**
 * Every screen of the site, written once: its id, its path pattern (spec §2) and its folder under
 * `app/routes/`. The route table (routes.ts) mounts each one once for every locale: Chinese at the
 * root, English under an optional /en. Adding a screen is one line here and one folder.
 */
export type Screen = {
  /** The route id, the same in every locale. */
  id: string;
  /** The path pattern inside a locale; `null` is the locale's index page. */
  path: string | null;
  /**
   * The folder under app/routes/ that holds the screen's route module and its texts (a screen that
   * shows another's texts too, a player's, spreads them into its own messages). The screen's id,
   * but for the catch-all's ({@link folderOfRoute}).
   */
  folder: string;
};

/** Every path no other screen claims: the not-found page. */
const CATCH_ALL = { id: "catch-all", path: "*", folder: "not-found" } as const;

export const SCREENS: readonly Screen[] = [
  { id: "home", path: null, folder: "home" },
  { id: "article", path: ":actor/doc/*", folder: "article" },
  { id: "video", path: ":actor/video/*", folder: "video" },
  { id: "video-album", path: ":actor/video_album/*", folder: "video-album" },
  { id: "audio", path: ":actor/audio/*", folder: "audio" },
  {
    id: "audio-album",
    path: ":actor/audio_album/*",
    folder: "audio-album",
  },
  { id: "svideo", path: ":actor/svideo/*", folder: "svideo" },
  { id: "gallery", path: ":actor/gallery/*", folder: "gallery" },
  { id: "live", path: ":actor/local_live/*", folder: "live" },
  { id: "account", path: ":actor/user/:user_id/*", folder: "account" },
  { id: "topic", path: ":actor/topic/*", folder: "topic" },
  { id: "auth", path: "auth", folder: "auth" },
  { id: "search", path: "search/*", folder: "search" },
  { id: "invite", path: "invite/*", folder: "invite" },
  { id: "circle", path: "dimim/circle/:id", folder: "circle" },
  { id: "circle-post", path: "dimim/content/:id", folder: "circle-post" },
  { id: "circle-topic", path: "dimim/topic/:id", folder: "circle-topic" },
  { id: "law-question", path: "fazak/problemShare/:index", folder: "law-question" },
  { id: "catalogue", path: "dejin/catalog/:index", folder: "catalogue" },
  { id: "catalogue-content", path: "dejin/content/:index", folder: "catalogue-content" },
  { id: "special", path: ":actor/special/*", folder: "special" },
  { id: "special-link", path: "special/*", folder: "special-link" },
  { id: "list", path: "list/*", folder: "list" },
  { id: "fly-card", path: "fly_card/*", folder: "fly-card" },
  { id: "content-model", path: "content_model/*", folder: "content-model" },
  { id: "activity", path: "activity/*", folder: "activity" },
  { id: "mini-program", path: ":actor/mini_program/*", folder: "mini-program" },
  { id: "bar", path: "bar", folder: "bar" },
  { id: "pc", path: "pc", folder: "pc" },
  { id: "app", path: "app", folder: "app" },
  { id: "embed", path: "embed/:type/:id", folder: "embed" },
  { id: "not-found", path: "404", folder: "not-found" },
  // Last: every path no screen claims renders the not-found page.
  CATCH_ALL,
];

/**
 * The folder of a route's screen, by route id, without the table: the browser's bundle needs this
 * for every page (which texts to load) and leaves the table, which only the route config and the
 * server read, out of its first chunk. The root and unknown ids have none.
 */
export function folderOfRoute(routeId: string): string | undefined {
  if (routeId === "root") return undefined;
  return routeId === CATCH_ALL.id ? CATCH_ALL.folder : routeId;
}
