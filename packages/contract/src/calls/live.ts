import { defineCall } from "../call.ts";

/** Live rooms: the room, its chat, likes and bookings (docs/decisions/0063). */
export const LIVE_CALLS = {
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
} as const;
