import { defineCall } from "./call.ts";

/**
 * The calls of spec §7 that the site makes and the reference service answers, each declared once:
 * method, path (with its service prefix), request schemas and the schema of the answer's `data`.
 * Both programs derive from this table: the service registers a handler per entry, the site gets a
 * typed function per entry. No zod is evaluated here (see CallDeclaration).
 */
export const CALLS = {
  /** Spec §6: the anonymous session token (appid 1, platform 'mobile'). */
  anonymousToken: defineCall({
    method: "POST",
    path: "/peony/v1/auth/anonymous",
    body: (s) => s.AnonymousTokenRequestSchema,
    data: (s) => s.AnonymousTokenSchema,
  }),
  /**
   * Spec §7: a login code sent to a phone (docs/decisions/0048). The answer is the same for every
   * number, registered or not; caps per phone and per address answer 429 with Retry-After.
   */
  vcode: defineCall({
    method: "GET",
    path: "/peony/v1/vcode",
    query: (s) => s.VcodeQuerySchema,
    data: (s) => s.VcodeSentSchema,
  }),
  /** Spec §6 phone code login: a number and its code give a user token; a new number signs up. */
  login: defineCall({
    method: "POST",
    path: "/peony/v1/auth",
    body: (s) => s.LoginRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.LoginSchema,
  }),
  /** Ends the session of the user token in the Authorization header: the token stops working. */
  logout: defineCall({
    method: "POST",
    path: "/peony/v1/account/logout",
    data: (s) => s.LogoutSchema,
  }),
  /** A user's account page; with the owner's own token it also carries the masked number. */
  account: defineCall({
    method: "GET",
    path: "/peony/v1/account/:id",
    data: (s) => s.AccountSchema,
  }),
  /**
   * Spec §7's invite account: a new number registers through an invitation code, with the code
   * texted to it for `register`. Each invitation allows so many registrations, however many race.
   */
  register: defineCall({
    method: "POST",
    path: "/peony/v1/account",
    body: (s) => s.RegisterRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.RegisterSchema,
  }),
  /** The calling user's invitation code (made on first ask) and who registered with it. */
  inviteRecord: defineCall({
    method: "GET",
    path: "/peony/v1/invite/record",
    query: (s) => s.InviteRecordQuerySchema,
    data: (s) => s.InviteRecordSchema,
  }),
  /** An invitation code's inviter and what it still allows, for the invite page. */
  inviteCode: defineCall({
    method: "GET",
    path: "/peony/v1/invite/code/:code",
    data: (s) => s.InviteCodeInfoSchema,
  }),
  /**
   * The development outbox (not in production): the login codes that would have been texted, so
   * a developer and the browser tests can log in without a phone.
   */
  smsOutbox: defineCall({
    method: "GET",
    path: "/peony/v1/dev/sms-outbox",
    query: (s) => s.SmsOutboxQuerySchema,
    data: (s) => s.SmsOutboxSchema,
  }),
  /**
   * A page of an item's comments with their first replies (docs/decisions/0050). With a user token
   * the list also holds that user's comments under review, and `liked` is theirs.
   */
  commentList: defineCall({
    method: "GET",
    path: "/peony/v1/comment/:id",
    query: (s) => s.CommentListQuerySchema,
    data: (s) => s.CommentPageSchema,
  }),
  /** One thread: a top-level comment (`cid`) of the item `id` and a page of its replies. */
  commentThread: defineCall({
    method: "GET",
    path: "/peony/v1/comment/:id/:cid",
    query: (s) => s.CommentListQuerySchema,
    data: (s) => s.CommentThreadSchema,
  }),
  /** The first page for a server-rendered page: the same for everyone, media-account items only. */
  mpCommentListInner: defineCall({
    method: "GET",
    path: "{osman}/dinner/comment/:id",
    query: (s) => s.CommentListQuerySchema,
    data: (s) => s.CommentPageSchema,
  }),
  /** The same for any published item. */
  commentListInner: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/comment/:id",
    query: (s) => s.CommentListQuerySchema,
    data: (s) => s.CommentPageSchema,
  }),
  /** A logged-in user comments on an item or replies to a comment of it. */
  commentPost: defineCall({
    method: "POST",
    path: "/peony/v1/comment/:id",
    body: (s) => s.CommentPostSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.CommentSchema,
  }),
  /** The same for media-account items. */
  mpCommentPost: defineCall({
    method: "POST",
    path: "/guzzle/v1/comment/:id",
    body: (s) => s.CommentPostSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.CommentSchema,
  }),
  /** Like or unlike an item or a comment (docs/decisions/0050). Needs a user token, as all of Social. */
  star: defineCall({
    method: "POST",
    path: "/peony/v1/star",
    body: (s) => s.StarRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.StarSchema,
  }),
  /** The same for media-account items and their comments. */
  mpStar: defineCall({
    method: "POST",
    path: "/guzzle/v1/star",
    body: (s) => s.StarRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.StarSchema,
  }),
  collection: defineCall({
    method: "POST",
    path: "/peony/v1/collection/:id",
    body: (s) => s.CollectRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.CollectSchema,
  }),
  mpCollection: defineCall({
    method: "POST",
    path: "/guzzle/v1/collection/:id",
    body: (s) => s.CollectRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.CollectSchema,
  }),
  /** Follow or unfollow a media account. */
  follow: defineCall({
    method: "POST",
    path: "/guzzle/v1/mp/follow/:id",
    body: (s) => s.FollowRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.FollowSchema,
  }),
  isFollowed: defineCall({
    method: "POST",
    path: "/guzzle/v1/mp/is_followed/:id",
    data: (s) => s.IsFollowedSchema,
  }),
  /**
   * Spec §7's `/peony/v3/content/{a}/{b}/user_related`: `a` is the item's type (`doc`, `video`,
   * `live`, ...), `b` its id; what the calling user did with it (docs/decisions/0050).
   */
  userRelated: defineCall({
    method: "GET",
    path: "/peony/v3/content/:type/:id/user_related",
    data: (s) => s.UserRelatedSchema,
  }),
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
  /**
   * Spec §7: a live room's detail (spec §3) with its status by the service's clock and, while it
   * is live, its stream (docs/decisions/0063). The same for everyone.
   */
  liveInfo: defineCall({
    method: "GET",
    path: "/peony/v3/live/info/:id",
    data: (s) => s.LiveDetailSchema,
  }),
  /** Spec §7: what changes while a room runs (status, counts, the live blog's posts), polled by its page. */
  liveRoom: defineCall({
    method: "GET",
    path: "/peony/v3/live/room/:id",
    data: (s) => s.LiveRoomSchema,
  }),
  /** Spec §7: a room's chat, oldest first; `after` catches up from the last message a page has. */
  liveChat: defineCall({
    method: "GET",
    path: "/peony/v3/live/chat/:id",
    query: (s) => s.LiveChatQuerySchema,
    data: (s) => s.LiveChatPageSchema,
  }),
  /**
   * Spec §7: a logged-in viewer's chat message: plain text, a rate per user, the word filter (held
   * messages are shown to their sender only). Pushed to the room's open streams.
   */
  liveChatSend: defineCall({
    method: "POST",
    path: "/peony/v3/live/chat/:id/send_msg",
    body: (s) => s.LiveChatSendSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.LiveChatSentSchema,
  }),
  /**
   * Spec §7: likes of a room (body msg_id): any visitor with a token, a batch of taps at a time,
   * counted once per msg_id, pushed to the room's streams.
   */
  liveLike: defineCall({
    method: "POST",
    path: "/peony/v3/live/room/:id/like",
    body: (s) => s.LiveLikeSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.LiveLikedSchema,
  }),
  /** Spec §7: a logged-in user books a room's start; booking twice is one booking. */
  booking: defineCall({
    method: "POST",
    path: "/peony/v3/booking",
    body: (s) => s.BookingRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.BookingStateSchema,
  }),
  /** Spec §7: unbooking, a call of its own; unbooking what was not booked is no error. */
  unBooking: defineCall({
    method: "POST",
    path: "/peony/v3/un_booking",
    body: (s) => s.BookingRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.BookingStateSchema,
  }),
  /** Spec §7: the logged-in user's bookings (the page's `bookedList`). */
  bookingList: defineCall({
    method: "GET",
    path: "/peony/v3/booking_list",
    data: (s) => s.BookingListSchema,
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
  hot72: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/static/hot72",
    query: (s) => s.Hot72QuerySchema,
    data: (s) => s.ContentListSchema,
  }),
  /**
   * The analytics tracker: one log or a batch. text/plain is accepted because navigator.sendBeacon
   * sends it so, and a page being closed has no time for a CORS preflight.
   */
  trackerLog: defineCall({
    method: "POST",
    path: "{stats}/tracker/log",
    query: (s) => s.TrackerLogQuerySchema,
    body: (s) => s.TrackerLogRequestSchema,
    bodyTypes: ["application/json", "text/plain"],
    data: (s) => s.TrackerAcceptedSchema,
  }),
  /** What the tracker stored about one item (for operators and the browser tests). */
  trackerSummary: defineCall({
    method: "GET",
    path: "{stats}/tracker/summary",
    query: (s) => s.TrackerSummaryQuerySchema,
    data: (s) => s.TrackerSummarySchema,
  }),
  /**
   * Drafts and published items by id, for preview actors only (spec §6), and only for a link the
   * service signed: its expiry and signature (docs/decisions/0020).
   */
  previewDocument: defineCall({
    method: "GET",
    path: "{pine-inner}/inner/preview/document/detail/:id",
    query: (s) => s.PreviewSignatureQuerySchema,
    data: (s) => s.PreviewDocumentSchema,
  }),
  /** An editor's tool asks for a signed preview link (bearer editor token; docs/decisions/0020). */
  previewLink: defineCall({
    method: "POST",
    path: "/peony/v1/editor/preview-link",
    body: (s) => s.PreviewLinkRequestSchema,
    data: (s) => s.PreviewLinkSchema,
  }),
  /** The comments the word filter held, oldest first, for an editor (bearer editor token). */
  heldComments: defineCall({
    method: "GET",
    path: "/peony/v1/editor/comments/held",
    query: (s) => s.HeldCommentsQuerySchema,
    data: (s) => s.HeldCommentPageSchema,
  }),
  /** An editor's decision on a held comment: shown to everyone, or taken down. */
  reviewComment: defineCall({
    method: "POST",
    path: "/peony/v1/editor/comments/:cid/review",
    body: (s) => s.CommentReviewRequestSchema,
    data: (s) => s.CommentReviewSchema,
  }),
  /**
   * An editor takes a live room off the air for review, or gives it back (bearer editor token;
   * docs/decisions/0075). Pages in the room hear it over the room's push stream.
   */
  editorLiveStatus: defineCall({
    method: "POST",
    path: "/peony/v1/editor/live/:id/status",
    body: (s) => s.LiveStatusChangeSchema,
    data: (s) => s.LiveRoomSchema,
  }),
  wxShareSettings: defineCall({
    method: "GET",
    path: "/peony/v1/system/wxshare",
    data: (s) => s.WxShareSettingsSchema,
  }),
  /** The spec names this answer's `state`: true with data here; false with data null on refusal. */
  wxSignature: defineCall({
    method: "GET",
    path: "/peony/v1/system/wxshare/signature",
    query: (s) => s.WxSignatureQuerySchema,
    data: (s) => s.WxSignatureSchema,
    envelope: { success: { state: true }, failure: { state: false } },
  }),
  wxShareConfig: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/wxshare/config",
    data: (s) => s.WxShareConfigSchema,
  }),
  staticData: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/static/data",
    data: (s) => s.StaticDataSchema,
  }),
  // Community circles, posts and topics (spec §2 /dimim/..., §7 /circle/v1/api/share/...; docs/decisions/0065).
  /** A circle: its banner, owner and counts. The same for everyone. */
  circleDetail: defineCall({
    method: "GET",
    path: "/circle/v1/api/share/circle/detail",
    query: (s) => s.CircleDetailQuerySchema,
    data: (s) => s.CircleSchema,
  }),
  /** A page of a circle's or a topic's posts, newest first: what "load more" reads. */
  circleContentList: defineCall({
    method: "GET",
    path: "/circle/v1/api/share/content/list",
    query: (s) => s.CirclePostListQuerySchema,
    data: (s) => s.CirclePostPageSchema,
  }),
  /** A post with its circle and the first page of its comments. */
  circleContentDetail: defineCall({
    method: "GET",
    path: "/circle/v1/api/share/content/detail",
    query: (s) => s.CirclePostQuerySchema,
    data: (s) => s.CirclePostDetailSchema,
  }),
  /** A topic (`#name#`) with its counts. */
  circleTopicDetail: defineCall({
    method: "GET",
    path: "/circle/v1/api/share/topic/detail",
    query: (s) => s.CircleTopicQuerySchema,
    data: (s) => s.CircleTopicSchema,
  }),
  /** A later page of a post's comments, oldest first. */
  circleCommentList: defineCall({
    method: "GET",
    path: "/circle/v1/api/share/comment/list",
    query: (s) => s.CircleCommentQuerySchema,
    data: (s) => s.CircleCommentPageSchema,
  }),
  // Legal Q&A and the knowledge catalogue (docs/decisions/0066, 0067); no request id (spec §7).
  /** Spec §7: a shared legal question, the same for everyone. */
  lawQuestion: defineCall({
    method: "GET",
    path: "/law/v1/api/share/question/detail",
    query: (s) => s.LawQuestionQuerySchema,
    data: (s) => s.LawQuestionSchema,
  }),
  /** Spec §7: a page of a question's answers, the accepted answer first. */
  lawAnswerList: defineCall({
    method: "GET",
    path: "/law/v1/api/share/question/answerlist",
    query: (s) => s.LawAnswerListQuerySchema,
    data: (s) => s.LawAnswerPageSchema,
  }),
  /** Spec §7: a knowledge base (`rid`) with its whole tree. */
  catalogue: defineCall({
    method: "GET",
    path: "/peony/v1/picho/v1/open/:rid/content",
    data: (s) => s.CatalogueSchema,
  }),
  /** Spec §7: one chapter of a knowledge base and the nodes under it. */
  catalogueChapter: defineCall({
    method: "GET",
    path: "/peony/v1/picho/v1/open/:rid/catalog/:id",
    data: (s) => s.CatalogueChapterSchema,
  }),
  /** Spec §7: one page of a knowledge base, with its place in the tree and its neighbours. */
  cataloguePage: defineCall({
    method: "GET",
    path: "/peony/v1/picho/v1/open/:rid/content/:uuid",
    data: (s) => s.CataloguePageSchema,
  }),
  // Editorial pages: special topics, curated lists and fly cards, content-model pages (docs/decisions/0068, 0069).
  /** Spec §7: a special topic, its introduction and its sections of items of any type (`?id=`). */
  special: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/special",
    query: (s) => s.SpecialQuerySchema,
    data: (s) => s.SpecialDetailSchema,
  }),
  /** A curated list with a page of its items in the editors' order (the list and fly-card screens). */
  editorialList: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/list/:id",
    query: (s) => s.EditorialListQuerySchema,
    data: (s) => s.EditorialListPageSchema,
  }),
  /** A page assembled from content-model blocks; a block that does not fit is left out, logged. */
  contentModel: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/content_model/:id",
    data: (s) => s.ContentModelPageSchema,
  }),
  /** The home page's ways in beyond the feed: curated lists, content-model pages and topics. */
  discover: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/discover",
    data: (s) => s.DiscoverSchema,
  }),
  // Activities with sign-up forms, and mini programs (docs/decisions/0070, 0071).
  /** Spec §7: an activity with its form's fields and where its sign-up stands; the same for everyone. */
  formDetail: defineCall({
    method: "GET",
    path: "{form}/form/v1/mobile/form/detail",
    query: (s) => s.FormDetailQuerySchema,
    data: (s) => s.FormDetailSchema,
  }),
  /** The activities, soonest first: open ones, then full, then closed. */
  formList: defineCall({
    method: "GET",
    path: "{form}/form/v1/mobile/form/list",
    data: (s) => s.FormListSchema,
  }),
  /** The calling visitor's entry of an activity (their token's), or null. */
  formMine: defineCall({
    method: "GET",
    path: "{form}/form/v1/mobile/form/mine",
    query: (s) => s.FormDetailQuerySchema,
    data: (s) => s.FormMineSchema,
  }),
  /**
   * A sign-up: once per visitor (their token's subject), within the activity's places and before
   * its deadline, the values checked by the schema built from the form's fields (a 400 per field).
   */
  formSubmit: defineCall({
    method: "POST",
    path: "{form}/form/v1/mobile/form/submit",
    body: (s) => s.FormSubmitRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.FormSubmitSchema,
  }),
  /** A picture for an image field (JPEG, PNG or WebP, base64 in JSON); re-encoded and stored. */
  formUpload: defineCall({
    method: "POST",
    path: "{form}/form/v1/mobile/form/upload",
    body: (s) => s.FormUploadRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.FormUploadSchema,
  }),
  /** A mini program's card and what WeChat opens it with, for the site's server. */
  miniProgram: defineCall({
    method: "GET",
    path: "{peony-inner}/inner/mini_program/:id",
    data: (s) => s.MiniProgramSchema,
  }),
  // Weather and place (docs/decisions/0072): an item's place and the weather there, by the item's id.
  /** Spec §7: where a content item is (name, address, GCJ-02 point); null when it carries none. */
  lbs: defineCall({
    method: "GET",
    path: "/peony/v3/lbs/:id",
    data: (s) => s.PlaceSchema.nullable(),
  }),
  /** Spec §7: the weather at a content item's place, now and for three days; null without a place or a report. */
  lbsWeather: defineCall({
    method: "GET",
    path: "/peony/v3/lbs_weather/:id",
    data: (s) => s.PlaceWeatherSchema.nullable(),
  }),
} as const;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
