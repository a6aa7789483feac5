/** timeout, network (unreachable), http (status not 2xx), api (2xx with a non-zero code), cancel. */
export type HttpErrorKind = "timeout" | "network" | "http" | "api" | "cancel";

/** A failed call. `status` is the HTTP status, or 503/504 when the service could not be reached. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly kind: HttpErrorKind,
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
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
