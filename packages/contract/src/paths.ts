/**
 * Service prefixes of spec §7 ({osman}, {peony-inner}, {pine-inner}, {form}, {stats}). Both programs
 * read them from configuration; these are the defaults, under which the reference service mounts them.
 */
export type ServicePrefixes = {
  osman: string;
  peonyInner: string;
  pineInner: string;
  form: string;
  stats: string;
};

export const DEFAULT_SERVICE_PREFIXES: ServicePrefixes = {
  osman: "/osman",
  peonyInner: "/peony-inner",
  pineInner: "/pine-inner",
  form: "/form",
  stats: "/stats",
};

/** The paths of the calls, built from the configured prefixes: the one list both programs share. */
export function apiPaths(p: ServicePrefixes) {
  return {
    anonymousToken: "/peony/v1/auth/anonymous",
    appInfo: "/peony/v1/app/info",
    h5Config: "/peony/v1/app/h5_config",
    groups: "/peony/v1/group",
    contentList: "/peony/v1/content",
    recommend: "/peony/v1/recommend",
    contentDetail: (id: string) => `${p.peonyInner}/inner/static/content/${id}`,
    mpContentDetail: (id: string) => `${p.osman}/dinner/content/${id}`,
    hot72: `${p.peonyInner}/inner/static/hot72`,
    trackerLog: `${p.stats}/tracker/log`,
    trackerSummary: `${p.stats}/tracker/summary`,
    /** Drafts and published items by id, for preview actors only (spec §6). */
    previewDocument: (id: string) => `${p.pineInner}/inner/preview/document/detail/${id}`,
    /** An editor's tool asks for a signed preview link (bearer editor token; docs/decisions/0020). */
    previewLink: "/peony/v1/editor/preview-link",
    wxShareSettings: "/peony/v1/system/wxshare",
    wxSignature: "/peony/v1/system/wxshare/signature",
    wxShareConfig: `${p.peonyInner}/inner/wxshare/config`,
    staticData: `${p.peonyInner}/inner/static/data`,
  };
}

export type ApiPaths = ReturnType<typeof apiPaths>;
