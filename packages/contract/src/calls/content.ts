import { defineCall } from "../call.ts";

/** The site, its channels and search, the content items with their albums, danmu, accounts and topics. */
export const CONTENT_CALLS = {
  /** Published items whose title, summary or keywords hold every word (docs/decisions/0049). */
  search: defineCall({
    method: "GET",
    path: "/peony/v1/search",
    query: (s) => s.SearchQuerySchema,
    data: (s) => s.SearchPageSchema,
  }),
  searchHotWords: defineCall({
    method: "GET",
    path: "/peony/v1/search/hot-words",
    data: (s) => s.HotWordsSchema,
  }),
  appInfo: defineCall({
    method: "GET",
    path: "/peony/v1/app/info",
    query: (s) => s.AppInfoQuerySchema,
    data: (s) => s.AppInfoAnswerSchema,
  }),
  h5Config: defineCall({
    method: "GET",
    path: "/peony/v1/app/h5_config",
    query: (s) => s.AppInfoQuerySchema,
    data: (s) => s.H5ConfigSchema,
  }),
  groups: defineCall({ method: "GET", path: "/peony/v1/group", data: (s) => s.GroupListSchema }),
  contentList: defineCall({
    method: "GET",
    path: "/peony/v1/content",
    query: (s) => s.ContentListQuerySchema,
    data: (s) => s.ContentPageSchema,
  }),
  recommend: defineCall({
    method: "GET",
    path: "/peony/v1/recommend",
    query: (s) => s.RecommendQuerySchema,
    data: (s) => s.ContentListSchema,
  }),
  /** One published item of any source. */
  contentDetail: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/static/content/:id",
    data: (s) => s.ContentDetailSchema,
  }),
  /** One published media-account item (actor 'mp'). */
  mpContentDetail: defineCall({
    method: "GET",
    path: "{osman}/dinner/content/:id",
    data: (s) => s.ContentDetailSchema,
  }),
  /** An audio album with its tracks in order (docs/decisions/0042). */
  audioAlbum: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/v3/album/audio/:id",
    data: (s) => s.AlbumDetailSchema,
  }),
  /** A video album (a series) with its episodes in order. */
  videoAlbum: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/v3/album/video/:id",
    data: (s) => s.AlbumDetailSchema,
  }),
  /**
   * A page of an album's items: `series` is the album, `uid` the item the visitor is on; without
   * `pageindex` the answer is the page that holds it (docs/decisions/0042).
   */
  albumTracks: defineCall({
    method: "GET",
    path: "/peony/v3/album/tracks/:series/:uid",
    query: (s) => s.AlbumTracksQuerySchema,
    data: (s) => s.AlbumTracksPageSchema,
  }),
  /** Other albums to go on with: the same kind and channel first. */
  relatedAlbums: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/v3/albums/relates/:id",
    query: (s) => s.RelatedAlbumsQuerySchema,
    data: (s) => s.RelatedAlbumsSchema,
  }),
  /** A video's danmu in a window of its timeline (the spec names no call; docs/decisions/0042). */
  danmuList: defineCall({
    method: "GET",
    path: "/peony/v3/danmu/:id",
    query: (s) => s.DanmuQuerySchema,
    data: (s) => s.DanmuListSchema,
  }),
  /**
   * A logged-in viewer sends a danmu: plain text, checked on the way in, at a rate per user and
   * per address, held for review when the word filter catches it (docs/decisions/0050).
   */
  danmuPost: defineCall({
    method: "POST",
    path: "/peony/v3/danmu/:id",
    body: (s) => s.DanmuPostSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.DanmuSentSchema,
  }),
  /** A media account's page: its profile and a page of its items (docs/decisions/0050). */
  mpInfo: defineCall({
    method: "GET",
    path: "{osman}/dinner/mp/info/:id",
    query: (s) => s.MpInfoQuerySchema,
    data: (s) => s.MpInfoSchema,
  }),
  /** A topic with a page of its items (docs/decisions/0058), for the site's server. */
  topicInfo: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/topic/:id",
    query: (s) => s.TopicInfoQuerySchema,
    data: (s) => s.TopicInfoSchema,
  }),
  /** Every topic with published items, in the editors' order. */
  topicList: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/topics",
    data: (s) => s.TopicListSchema,
  }),
  /** The media accounts to follow, most followed first, the same for everyone. */
  mpFollowList: defineCall({
    method: "GET",
    path: "{osman}/dinner/mp/followlist",
    query: (s) => s.MpFollowListQuerySchema,
    data: (s) => s.MpFollowListSchema,
  }),
  /** Every type's count of published items and its newest change: the site's sitemap index. */
  sitemapTypes: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/sitemap",
    data: (s) => s.SitemapTypesSchema,
  }),
  /** A page of one type's published items, drafts never, for the site's sitemaps and feeds. */
  sitemapItems: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/sitemap/:type",
    query: (s) => s.SitemapItemsQuerySchema,
    data: (s) => s.SitemapPageSchema,
  }),
  hot72: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/static/hot72",
    query: (s) => s.Hot72QuerySchema,
    data: (s) => s.ContentListSchema,
  }),
} as const;
