import { defineCall } from "../call.ts";

/** Comments, likes, collections and follows, on items and on media-account items (docs/decisions/0050). */
export const SOCIAL_CALLS = {
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
} as const;
