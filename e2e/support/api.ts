import {
  type ContentCard,
  type ContentPage,
  type Group,
  INNER_SECRET_HEADER,
  readEnvelope,
} from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { API_BASE } from "./ports.ts";

/** The inner secret both programs share in the browser tests: the site's server sends it, no browser does. */
export const INNER_ENV = { DAVMU_INNER_SECRET: "e2e-inner-secret-0123456789abcdef" };

/** Reads the content service directly, as the site's server does, to know what the pages should show. */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    headers: { [INNER_SECRET_HEADER]: INNER_ENV.DAVMU_INNER_SECRET },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const reading = readEnvelope<T>(await response.json());
  if (!reading.ok) throw new Error(`${path}: code ${reading.code}: ${reading.msg}`);
  return reading.data;
}

export const firstPage = (gid?: string) =>
  apiGet<ContentPage>(`/peony/v1/content?pagesize=10${gid ? `&gid=${gid}` : ""}`);
/** The newest article with a cover picture. */
export const firstArticle = async () => (await firstPage()).list.find((i) => i.type === "doc" && i.cover)!;
export const groups = async () => (await apiGet<{ list: Group[] }>("/peony/v1/group")).list;

/** The site path of an article, as the site links to it. */
export function articlePath(item: ContentCard): string {
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `${item.actor}/doc/${year}/${String(month).padStart(2, "0")}/${item.id}`;
}

/** The site path of a video, as the site links to it. */
export function videoPath(item: Pick<ContentCard, "actor" | "id" | "publish_time">): string {
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `${item.actor}/video/${year}/${String(month).padStart(2, "0")}/${item.id}`;
}
