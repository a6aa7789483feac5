import type { ContentCard, ContentPage, Envelope, Group } from "@davmu/contract";
import { API_BASE } from "./ports.ts";

/** Reads the content service directly, to know what the pages should show. */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = (await response.json()) as Envelope<T>;
  return body.data;
}

export const firstPage = (gid?: string) =>
  apiGet<ContentPage>(`/peony/v1/content?pagesize=10${gid ? `&gid=${gid}` : ""}`);
export const groups = async () => (await apiGet<{ list: Group[] }>("/peony/v1/group")).list;

/** The site path of an article, as the site links to it. */
export function articlePath(item: ContentCard): string {
  const d = new Date(item.publish_time * 1000 + 8 * 3600_000);
  const month = String(d.getUTCMonth() + 1).padStart(2, "0");
  return `${item.actor}/doc/${d.getUTCFullYear()}/${month}/${item.id}`;
}
