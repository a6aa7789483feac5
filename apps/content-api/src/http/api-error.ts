import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error the client caused or should know about: rendered as `{ code: status, msg, data: null }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);
