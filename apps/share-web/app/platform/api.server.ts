import * as schemas from "@davmu/contract";
import {
  CALLS,
  type CallName,
  type ContentType,
  callSchemas,
  INNER_SECRET_HEADER,
  type PreviewSignatureQuery,
} from "@davmu/contract";
import { currentRequestId } from "@davmu/ops";
import { type Api, type ContentSource, createApi } from "./api.ts";
import { getServerConfig, servicePrefixes } from "./config.server.ts";
import { createHttpClient } from "./http/client.ts";
import { FALLBACK_REQUEST_ID } from "./http/headers.ts";
import { HttpError } from "./http/http-error.ts";
import { nodeTransport } from "./http/node-transport.server.ts";
import { observeServiceCall } from "./service-metrics.server.ts";

let api: Api | undefined;
let crawlerApi: Api | undefined;

/** How recent the service's last answer must be for a call to wait the patient time. */
const SERVICE_ANSWERING_WINDOW_MS = 10_000;

/** Checks a call's data against the contract before the page relies on it. */
function checkData(name: CallName, data: unknown): unknown {
  const parsed = callSchemas(CALLS[name], schemas).data.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new HttpError("api", 502, `unexpected response: ${parsed.error.issues[0]?.message ?? ""}`);
}

/**
 * The server's view of the content service. It never carries a user's token (DESIGN principle 1):
 * what it renders is the same for every visitor and can be cached.
 */
export function serverApi(): Api {
  api ??= apiWaiting(getServerConfig().DAVMU_API_TIMEOUT_MS);
  return api;
}

/**
 * How long the calls behind the sitemaps wait: a page of a thousand items takes the service a
 * second or two (docs/decisions/0120), and only crawlers wait for it, once an hour for each file,
 * the cache tier answering the rest.
 */
const CRAWLER_TIMEOUT_MS = 15_000;

/** The content service for what crawlers read (the sitemaps): as serverApi, waiting longer. */
export function crawlerServerApi(): Api {
  crawlerApi ??= apiWaiting(CRAWLER_TIMEOUT_MS);
  return crawlerApi;
}

function apiWaiting(timeoutMs: number): Api {
  const config = getServerConfig();
  const client = createHttpClient({
    baseUrl: config.DAVMU_API_INNER_BASE ?? config.DAVMU_API_BASE,
    timeoutMs,
    patience: {
      timeoutMs: Math.max(timeoutMs, config.DAVMU_API_PATIENT_TIMEOUT_MS),
      windowMs: SERVICE_ANSWERING_WINDOW_MS,
    },
    fetch: nodeTransport,
    serviceHeaders: config.DAVMU_INNER_SECRET
      ? { [INNER_SECRET_HEADER]: config.DAVMU_INNER_SECRET }
      : undefined,
    // The id of the page request the call is made for (its log line's), so the service's line for
    // the call carries it too.
    context: () => ({
      indexHost: config.DAVMU_INDEX_HOST,
      requestId: () => currentRequestId() ?? FALLBACK_REQUEST_ID,
    }),
  });
  return createApi(client, servicePrefixes(config), checkData, observeServiceCall);
}

export const getGroups = () => serverApi().groups();
export const getContentPage = (query: {
  gid?: string;
  type?: ContentType;
  pageindex?: number;
  pagesize?: number;
}) => serverApi().contentList({ query });
export const getContentDetail = (id: string, source: ContentSource) =>
  source === "mp"
    ? serverApi().mpContentDetail({ params: { id } })
    : serverApi().contentDetail({ params: { id } });
export const getRecommend = (id: string | undefined, size = 6) =>
  serverApi().recommend({ query: { id, size } });
export const getHot72 = (size = 10) => serverApi().hot72({ query: { size } });
export const getAppInfo = () => serverApi().appInfo({ query: { appid: 1 } });
export const getH5Config = () => serverApi().h5Config({ query: { appid: 1 } });
export const getPreviewDocument = (id: string, signed: PreviewSignatureQuery) =>
  serverApi().previewDocument({ params: { id }, query: signed });
export const getVideoAlbum = (id: string) => serverApi().videoAlbum({ params: { id } });
export const getAudioAlbum = (id: string) => serverApi().audioAlbum({ params: { id } });
export const getAlbumTracks = (
  series: string,
  uid: string,
  query: { pageindex?: number; pagesize: number },
) => serverApi().albumTracks({ params: { series, uid }, query });
export const getRelatedAlbums = (id: string, size = 6) =>
  serverApi().relatedAlbums({ params: { id }, query: { size } });
/** The first comments of an item for the server's page: the same for everyone (no user's own). */
export const getFirstComments = (id: string, source: ContentSource, pagesize: number) =>
  source === "mp"
    ? serverApi().mpCommentListInner({ params: { id }, query: { pagesize } })
    : serverApi().commentListInner({ params: { id }, query: { pagesize } });
export const getSearchPage = (keyword: string, pageindex = 1, pagesize = 10) =>
  serverApi().search({ query: { keyword, pageindex, pagesize } });
export const getHotWords = () => serverApi().searchHotWords();
export const getMpInfo = (id: string, query: { type?: ContentType; pageindex?: number; pagesize: number }) =>
  serverApi().mpInfo({ params: { id }, query });
export const getMpFollowList = (exclude: string, pagesize: number) =>
  serverApi().mpFollowList({ query: { exclude, pagesize } });
export const getTopicInfo = (id: string, query: { pageindex?: number; pagesize: number }) =>
  serverApi().topicInfo({ params: { id }, query });
export const getTopicList = () => serverApi().topicList();
export const getDiscover = () => serverApi().discover();
export const getLiveInfo = (id: string) => serverApi().liveInfo({ params: { id } });
