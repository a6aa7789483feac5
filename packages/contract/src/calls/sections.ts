import { defineCall } from "../call.ts";

/** The app's sections: community, legal Q&A and the catalogue, editorial pages, activities and mini programs, places. */
export const SECTION_CALLS = {
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
