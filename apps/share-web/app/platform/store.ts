import { DEFAULT_THEME_COLOR } from "@davmu/contract/client";
import { create } from "zustand";

export type UserInfo = { id: string; nickname: string; avatar: string; token: string };
export type CallAppOption = { path: string; params?: Record<string, string> } | null;
/** Where the item that plays stands (item id, seconds): what the open-in-app target resumes from. */
export type CallAppResume = { tid: string; seconds: number } | null;
/** What a page changed of its share card in place (the track that plays): merged over the loader's. */
export type ShareOverride = { link: string; title?: string; desc?: string } | null;

/** The global state of spec §3, with its defaults. */
export type GlobalState = {
  appInfo: Record<string, unknown> | null;
  dark: boolean;
  /** The session token: the anonymous one until a visitor logs in. */
  token: string;
  x_request_id: string;
  userInfo: UserInfo | null;
  theme_color: string;
  wx_config: Record<string, unknown> | null;
  /** Safe-area insets (top and bottom) in px. */
  SAFESAT: number;
  SAFESAB: number;
  commentTemp: string;
  refreshing: boolean;
  carouselCardActive: number;
  homeTabsActive: number;
  homeListScrollFar: boolean;
  homeBannerUseInfo: Record<string, unknown> | null;
  replyComment: Record<string, unknown> | null;
  lbs_title: string;
  ANONYMOUS_TOKEN: string;
  call_app_option: CallAppOption;
  /**
   * Kept apart from `call_app_option`, which exists only once the open-in-app controller has loaded
   * (at idle or the first tap): a position played and paused before that still reaches the app.
   */
  call_app_resume: CallAppResume;
  call_app_loading: boolean;
  share_override: ShareOverride;
};

export const INITIAL_STATE: GlobalState = {
  appInfo: null,
  dark: false,
  token: "",
  x_request_id: "",
  userInfo: null,
  theme_color: DEFAULT_THEME_COLOR,
  wx_config: null,
  SAFESAT: 0,
  SAFESAB: 0,
  commentTemp: "",
  refreshing: false,
  carouselCardActive: 0,
  homeTabsActive: 0,
  homeListScrollFar: false,
  homeBannerUseInfo: null,
  replyComment: null,
  lbs_title: "",
  ANONYMOUS_TOKEN: "",
  call_app_option: null,
  call_app_resume: null,
  call_app_loading: false,
  share_override: null,
};

/** One store for the whole site; only the browser writes to it (the server renders without it). */
export const useGlobalStore = create<GlobalState>(() => ({ ...INITIAL_STATE }));

export const setGlobal = (patch: Partial<GlobalState>) => useGlobalStore.setState(patch);
