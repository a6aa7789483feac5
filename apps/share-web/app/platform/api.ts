import {
  CALLS,
  type CallData,
  type CallDeclaration,
  type CallInput,
  type CallName,
  type Calls,
  callPath,
  type ServicePrefixes,
} from "@davmu/contract/client";
import type { HttpClient, Query } from "./http/client.ts";
import { envelopeData } from "./http/envelope.ts";

/** Which service an item is read from: 'mp' is the media-account source (spec §4). */
export type ContentSource = "mp" | "normal";

type Caller<C extends CallDeclaration> =
  Record<string, never> extends CallInput<C>
    ? (input?: CallInput<C>) => Promise<CallData<C>>
    : (input: CallInput<C>) => Promise<CallData<C>>;

/** One typed function per call of the contract, answering the envelope's data. */
export type Api = { [K in CallName]: Caller<Calls[K]> };

/** Checks a call's data before it is used (the server does; the browser trusts the types). */
export type CheckData = (name: CallName, data: unknown) => unknown;

/** Told of each call once it ends: its duration in seconds, and its error if it failed. */
export type Observe = (name: CallName, seconds: number, error?: unknown) => void;

/**
 * The calls of spec §7, derived from the contract's declarations: the same for server and browser.
 * Every answer is read as the envelope here, and only here.
 */
export function createApi(
  client: HttpClient,
  prefixes: ServicePrefixes,
  check?: CheckData,
  observe?: Observe,
): Api {
  const entries = (Object.keys(CALLS) as CallName[]).map((name) => {
    const call: CallDeclaration = CALLS[name];
    const request = async (input: { params?: Record<string, string>; query?: Query; body?: unknown }) => {
      const path = callPath(call, prefixes, input.params);
      const body = await client.request(call.method, path, { query: input.query, body: input.body });
      const data = envelopeData(body);
      return check ? check(name, data) : data;
    };
    const caller = async (input: { params?: Record<string, string>; query?: Query; body?: unknown } = {}) => {
      if (!observe) return request(input);
      const started = performance.now();
      try {
        const data = await request(input);
        observe(name, (performance.now() - started) / 1000);
        return data;
      } catch (error) {
        observe(name, (performance.now() - started) / 1000, error);
        throw error;
      }
    };
    return [name, caller];
  });
  return Object.fromEntries(entries) as Api;
}
