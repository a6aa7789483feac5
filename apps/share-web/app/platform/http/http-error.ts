/** timeout, network (unreachable), http (status not 2xx), api (2xx with a non-zero code), cancel. */
export type HttpErrorKind = "timeout" | "network" | "http" | "api" | "cancel";

/** A failed call. `status` is the HTTP status, or 503/504 when the service could not be reached. */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly body?: unknown;
  /** Seconds to wait before asking again, from a 429's or 503's `Retry-After`. */
  readonly retryAfter?: number;
  // Assigned in the constructor, not as class fields: fields cost the first chunks a helper in the
  // es2020 build.
  constructor(kind: HttpErrorKind, status: number, message: string, body?: unknown, retryAfter?: number) {
    super(message);
    this.name = "HttpError";
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** The service said the thing does not exist. */
  get isNotFound(): boolean {
    return this.kind === "http" && this.status === 404;
  }

  /** The service could not answer (down, slow or failing): the friendly "try again" state. */
  get isUnavailable(): boolean {
    return this.kind === "timeout" || this.kind === "network" || this.status >= 500;
  }
}
