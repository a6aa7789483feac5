import { defineCall } from "../call.ts";

/** What editors and the analytics use: the tracker, previews, comment review and a room's status. */
export const OPERATIONS_CALLS = {
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
} as const;
