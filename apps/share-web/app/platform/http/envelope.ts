import { readEnvelope } from "@davmu/contract/client";
import { HttpError } from "./http-error.ts";

/** The data of an envelope answer; a non-zero code is an error of kind 'api' with the service's message. */
export function envelopeData<T>(body: unknown): T {
  const reading = readEnvelope<T>(body);
  if (reading.ok) return reading.data;
  throw new HttpError("api", 502, reading.msg || "Error", body);
}
