import type { z } from "zod";
import { type CallDeclaration, callPath, type Schemas } from "./call.ts";
import type { ServicePrefixes } from "./prefixes.ts";

/**
 * A push stream of server-sent events, declared once like a call (spec §7's calls poll; a stream
 * is this service's addition, and a page falls back to the call when it cannot hold one): its path
 * in a call's notation, its query, and the events it sends by their SSE names, each with the
 * schema of its data (`message`, the unnamed default, carries JSON; the others a number).
 */
export type StreamDeclaration = {
  path: string;
  query: (s: Schemas) => z.ZodType;
  events: Readonly<Record<string, (s: Schemas) => z.ZodType>>;
};

export const STREAMS = {
  /**
   * A live room's chat and counts: each new message, then the room's online count, its likes'
   * total and a change of its status (the page asks for the room again) as they happen. Heartbeat
   * comments keep proxies from closing it; `Last-Event-ID` or `after` resumes after a message.
   */
  liveRoom: {
    path: "/peony/v3/live/stream/:id",
    query: (s) => s.LiveStreamQuerySchema,
    events: {
      message: (s) => s.LiveChatMessageSchema,
      online: (s) => s.LiveStreamCountSchema,
      like: (s) => s.LiveStreamCountSchema,
      status: (s) => s.LiveStreamCountSchema,
    },
  },
} as const satisfies Record<string, StreamDeclaration>;

export type StreamName = keyof typeof STREAMS;

/** The address a page opens a stream at: its path with the parameters filled in, and its query. */
export function streamPath(
  stream: Pick<CallDeclaration, "path">,
  prefixes: ServicePrefixes,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string | number>>,
): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return `${callPath(stream, prefixes, params)}?${search}`;
}
