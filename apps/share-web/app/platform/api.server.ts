import {
  API_OK,
  AppInfoResponseSchema,
  ContentDetailResponseSchema,
  ContentListResponseSchema,
  ContentPageResponseSchema,
  type Envelope,
  GroupListResponseSchema,
  H5ConfigResponseSchema,
  INNER_SECRET_HEADER,
  PreviewDocumentResponseSchema,
  type PreviewSignatureQuery,
} from "@davmu/contract";
import type { z } from "zod";
import { type ContentSource, createApi, unwrap } from "./api.ts";
import { getServerConfig, servicePrefixes } from "./config.server.ts";
import { createHttpClient } from "./http/client.ts";
import { FALLBACK_REQUEST_ID } from "./http/headers.ts";
import { HttpError } from "./http/http-error.ts";

let api: ReturnType<typeof createApi> | undefined;

/**
 * The server's view of the content service. It never carries a user's token (DESIGN principle 1):
 * what it renders is the same for every visitor and can be cached.
 */
function serverApi() {
  if (api) return api;
  const config = getServerConfig();
  const client = createHttpClient({
    baseUrl: config.DAVMU_API_INNER_BASE ?? config.DAVMU_API_BASE,
    timeoutMs: config.DAVMU_API_TIMEOUT_MS,
    serviceHeaders: config.DAVMU_INNER_SECRET
      ? { [INNER_SECRET_HEADER]: config.DAVMU_INNER_SECRET }
      : undefined,
    context: () => ({ indexHost: config.DAVMU_INDEX_HOST, requestId: () => FALLBACK_REQUEST_ID }),
  });
  api = createApi(client, servicePrefixes(config));
  return api;
}

/** Checks a response against the contract before the page relies on it. */
async function valid<T>(schema: z.ZodType<Envelope<T>>, call: Promise<unknown>): Promise<T> {
  const body = await call;
  const parsed = schema.safeParse(body);
  if (parsed.success) return unwrap(parsed.data);
  const envelope = body as Partial<Envelope<unknown>> | undefined;
  if (typeof envelope?.code === "number" && envelope.code !== API_OK) {
    throw new HttpError("api", 502, envelope.msg || "Error", body);
  }
  throw new HttpError("api", 502, `unexpected response: ${parsed.error.issues[0]?.message ?? ""}`);
}

export const getGroups = () => valid(GroupListResponseSchema, serverApi().groups());
export const getContentPage = (query: { gid?: string; pageindex?: number; pagesize?: number }) =>
  valid(ContentPageResponseSchema, serverApi().contentPage(query));
export const getContentDetail = (id: string, source: ContentSource) =>
  valid(ContentDetailResponseSchema, serverApi().contentDetail(id, source));
export const getRecommend = (id: string | undefined, size?: number) =>
  valid(ContentListResponseSchema, serverApi().recommend(id, size));
export const getHot72 = (size?: number) => valid(ContentListResponseSchema, serverApi().hot72(size));
export const getAppInfo = () => valid(AppInfoResponseSchema, serverApi().appInfo());
export const getH5Config = () => valid(H5ConfigResponseSchema, serverApi().h5Config());
export const getPreviewDocument = (id: string, signed: PreviewSignatureQuery) =>
  valid(PreviewDocumentResponseSchema, serverApi().previewDocument(id, signed));
