import { createHmac } from "node:crypto";
import type { Envelope, PreviewLink } from "@davmu/contract";
import { ids } from "./platform.ts";
import { API_BASE } from "./ports.ts";

/** The editor token and preview secret the browser tests run the content service with. */
export const EDITOR_ENV = {
  CONTENT_API_EDITOR_TOKEN: "e2e-editor-token-0123456789abcdef",
  CONTENT_API_PREVIEW_SECRET: "e2e-preview-secret-0123456789abcdef0123",
};

/** What an editor's tool sends with its calls (a JSON body, the editor token). */
export const EDITOR_HEADERS = {
  "Content-Type": "application/json",
  Authorization: `Bearer ${EDITOR_ENV.CONTENT_API_EDITOR_TOKEN}`,
};

/**
 * A preview path signed here, independently of the service (docs/decisions/0020): HMAC-SHA256 over
 * `preview:<database id>:<expiry>`, base64url.
 */
export function signedPath(publicId: string, expires: number): string {
  const sig = createHmac("sha256", EDITOR_ENV.CONTENT_API_PREVIEW_SECRET)
    .update(`preview:${ids.decode(publicId)}:${expires}`)
    .digest("base64url");
  return `preview-cms/doc/${publicId}?expires=${expires}&sig=${sig}`;
}

/** A signed preview link of one item, as an editor's tool asks the service for it. */
export async function previewLink(id: string, hours?: number): Promise<PreviewLink | null> {
  const response = await fetch(`${API_BASE}/peony/v1/editor/preview-link`, {
    method: "POST",
    headers: EDITOR_HEADERS,
    body: JSON.stringify({ id, hours }),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`preview link of ${id}: HTTP ${response.status}`);
  return ((await response.json()) as Envelope<PreviewLink>).data;
}

/** The first seeded draft with a preview link to it. */
export async function firstDraft(): Promise<PreviewLink> {
  for (let n = 1; n <= 200; n += 1) {
    const link = await previewLink(ids.encode(n));
    if (link?.status === "draft") return link;
  }
  throw new Error("the seed has no draft");
}

/** The site path of a preview link (relative to the site's base) with its query. */
export function sitePath(link: PreviewLink): string {
  const url = new URL(link.url);
  return `${url.pathname.replace(/^\/davmu\/share\//, "")}${url.search}`;
}
