import { type ContentCard, type ContentPage, type Group, readEnvelope } from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { API_BASE } from "./ports.ts";

/** Reads the content service directly, to know what the pages should show. */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const reading = readEnvelope<T>(await response.json());
  if (!reading.ok) throw new Error(`${path}: code ${reading.code}: ${reading.msg}`);
  return reading.data;
}

export const firstPage = (gid?: string) =>
  apiGet<ContentPage>(`/peony/v1/content?pagesize=10${gid ? `&gid=${gid}` : ""}`);
export const groups = async () => (await apiGet<{ list: Group[] }>("/peony/v1/group")).list;

/** The site path of an article, as the site links to it. */
export function articlePath(item: ContentCard): string {
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `${item.actor}/doc/${year}/${String(month).padStart(2, "0")}/${item.id}`;
}
