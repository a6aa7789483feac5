import {
  type AnonymousTokenRequest,
  API_OK,
  apiPaths,
  type ContentDetail,
  type ContentList,
  type ContentListQuery,
  type ContentPage,
  type Envelope,
  type Group,
  type H5Config,
  type PreviewDocument,
  type PreviewSignatureQuery,
  type ServicePrefixes,
  type TrackerLog,
  type WxSignatureAnswer,
} from "@davmu/contract/client";
import type { HttpClient } from "./http/client.ts";
import { HttpError } from "./http/http-error.ts";

/** Which service an item is read from: 'mp' is the media-account source (spec §4). */
export type ContentSource = "mp" | "normal";

/** The data of a successful envelope; a non-zero code is an error of kind 'api'. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope?.code !== API_OK) {
    throw new HttpError("api", 502, envelope?.msg || "Error", envelope);
  }
  return envelope.data;
}

/** The calls of spec §7 the site makes, typed by the contract; the same for server and browser. */
export function createApi(client: HttpClient, prefixes: ServicePrefixes) {
  const paths = apiPaths(prefixes);
  return {
    anonymousToken: (body: AnonymousTokenRequest) =>
      client.post<Envelope<{ token: string }>>(paths.anonymousToken, body),
    appInfo: () => client.get<Envelope<{ app_info: string }>>(paths.appInfo, { query: { appid: 1 } }),
    h5Config: () => client.get<Envelope<H5Config>>(paths.h5Config, { query: { appid: 1 } }),
    groups: () => client.get<Envelope<{ list: Group[] }>>(paths.groups),
    contentPage: (query: Partial<ContentListQuery>) =>
      client.get<Envelope<ContentPage>>(paths.contentList, { query }),
    contentDetail: (id: string, source: ContentSource) =>
      client.get<Envelope<ContentDetail>>(
        source === "mp" ? paths.mpContentDetail(id) : paths.contentDetail(id),
      ),
    recommend: (id: string | undefined, size = 6) =>
      client.get<Envelope<ContentList>>(paths.recommend, { query: { id, size } }),
    hot72: (size = 10) => client.get<Envelope<ContentList>>(paths.hot72, { query: { size } }),
    trackerLog: (logs: TrackerLog[]) => client.post<Envelope<{ accepted: number }>>(paths.trackerLog, logs),
    previewDocument: (id: string, signed: PreviewSignatureQuery) =>
      client.get<Envelope<PreviewDocument>>(paths.previewDocument(id), { query: signed }),
    wxSignature: (url: string) => client.get<WxSignatureAnswer>(paths.wxSignature, { query: { url } }),
  };
}

export type Api = ReturnType<typeof createApi>;
