import type { ErrorMessages } from "./messages.zh.ts";

/** The error screen's texts in English. */
export const messages: ErrorMessages = {
  "error.notFound.body": "The link may have expired, or the content was removed.",
  "error.notFound.link": "Back to the home page",
  "error.badRequest.title": "This link is broken",
  "error.badRequest.body":
    "It may have been cut off when it was copied or forwarded. Please check it and open it again.",
  "error.unavailable.title": "This content cannot be loaded right now",
  "error.unavailable.body": "The network or the service is having a moment. Please try again shortly.",
  "error.retry": "Try again",
  "error.unknownMiddleware": "Unknown middleware",
};
