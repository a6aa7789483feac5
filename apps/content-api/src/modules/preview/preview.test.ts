import {
  ErrorEnvelopeSchema,
  PreviewDocumentResponseSchema,
  PreviewLinkResponseSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { previewSignature } from "./link.ts";

const EDITOR_TOKEN = "editor-token-of-at-least-24-chars";
const NOW = 1_790_000_000;
let clock = NOW;

let t: TestApp;
let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  t = await createTestApp(
    { CONTENT_API_EDITOR_TOKEN: EDITOR_TOKEN, DAVMU_WAP_HOST: "https://m.davmu.example" },
    { now: () => clock },
  );
  ids = await seededIds(t);
});

/** The signed query of a preview link of `id`, as the service issues it. */
const signedQuery = (id: number, expires = NOW + 3600) =>
  `?expires=${expires}&sig=${previewSignature(t.config.previewSecret, id, expires)}`;
const preview = (publicId: string, query = "") => t.call(`${t.paths.previewDocument(publicId)}${query}`);
const askForLink = (body: unknown, token: string | null = EDITOR_TOKEN) =>
  t.call(t.paths.previewLink, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe("GET {pine-inner} preview document detail", () => {
  it("is mounted under the pine-inner prefix", () => {
    expect(t.paths.previewDocument("AbCdEf12")).toBe("/pine-inner/inner/preview/document/detail/AbCdEf12");
  });

  it("returns a draft in full for a signed link, never cached", async () => {
    expect(ids.drafts.length).toBeGreaterThan(0);
    for (const id of ids.drafts) {
      const { res, status, body } = await preview(t.ids.encode(id), signedQuery(id));
      expect(status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const data = PreviewDocumentResponseSchema.parse(body).data;
      expect(data.id).toBe(t.ids.encode(id));
      expect(data.status).toBe("draft");
      expect(data.body_html.length).toBeGreaterThan(0);
    }
  });

  it("returns published items too, of either source", async () => {
    for (const id of [ids.channelItems[0]!, ids.mpItems[0]!]) {
      const { status, body } = await preview(t.ids.encode(id), signedQuery(id));
      expect(status).toBe(200);
      expect(PreviewDocumentResponseSchema.parse(body).data.status).toBe("published");
    }
  });

  it("refuses a draft without a signature, with a tampered, foreign or expired one", async () => {
    const id = ids.drafts[0]!;
    const other = ids.drafts[1] ?? ids.channelItems[0]!;
    const good = previewSignature(t.config.previewSecret, id, NOW + 3600);
    const tampered = `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`;
    for (const query of [
      "",
      `?expires=${NOW + 3600}`,
      `?sig=${good}`,
      `?expires=${NOW + 3600}&sig=${tampered}`,
      // The same signature with a later expiry: the expiry is signed too.
      `?expires=${NOW + 7200}&sig=${good}`,
      // Another item's valid signature.
      signedQuery(other),
      signedQuery(id, NOW - 1),
      signedQuery(id, NOW),
      `?expires=x&sig=${good}`,
    ]) {
      const { res, status, body } = await preview(t.ids.encode(id), query);
      expect(status, query).toBe(403);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const error = ErrorEnvelopeSchema.parse(body);
      expect(error.msg).toContain("signature");
      expect(JSON.stringify(body)).not.toContain("待审");
    }
  });

  it("refuses a link once its expiry has passed", async () => {
    const id = ids.drafts[0]!;
    const query = signedQuery(id, NOW + 60);
    expect((await preview(t.ids.encode(id), query)).status).toBe(200);
    clock = NOW + 61;
    try {
      expect((await preview(t.ids.encode(id), query)).status).toBe(403);
    } finally {
      clock = NOW;
    }
  });

  it("answers 404 for signed unknown ids and for ids that do not decode, never a 500", async () => {
    expect((await preview(t.ids.encode(99_999), signedQuery(99_999))).status).toBe(404);
    for (const id of ["zzzzzzzz", "abc", "12345678", "%3Cscript%3E", "a".repeat(40)]) {
      const { status, body } = await preview(id);
      expect(status).toBe(404);
      expect(ErrorEnvelopeSchema.parse(body)).toMatchObject({ code: 404, data: null });
    }
  });

  it("leaves the public detail calls blind to drafts", async () => {
    for (const id of ids.drafts) {
      expect((await t.call(t.paths.contentDetail(t.ids.encode(id)))).status).toBe(404);
      expect((await t.call(t.paths.mpContentDetail(t.ids.encode(id)))).status).toBe(404);
    }
  });
});

describe("POST preview link (editor)", () => {
  it("issues a signed link to the site's preview page that the preview call accepts", async () => {
    const id = ids.drafts[0]!;
    const { res, status, body } = await askForLink({ id: t.ids.encode(id) });
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const link = PreviewLinkResponseSchema.parse(body).data;
    expect(link).toMatchObject({ id: t.ids.encode(id), status: "draft", expires: NOW + 24 * 3600 });
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://m.davmu.example/davmu/share/preview-cms/doc/${link.id}`,
    );
    expect(url.searchParams.get("expires")).toBe(String(link.expires));
    const detail = await preview(link.id, url.search);
    expect(detail.status).toBe(200);
    expect(PreviewDocumentResponseSchema.parse(detail.body).data.title).toBe(link.title);
  });

  it("issues a link for as many hours as asked, up to 30 days", async () => {
    const { body } = await askForLink({ id: t.ids.encode(ids.drafts[0]!), hours: 2 });
    expect(PreviewLinkResponseSchema.parse(body).data.expires).toBe(NOW + 7200);
    expect((await askForLink({ id: t.ids.encode(ids.drafts[0]!), hours: 721 })).status).toBe(400);
  });

  it("refuses a call without the editor token, or with another, with a 401", async () => {
    for (const token of [null, "wrong-token-of-at-least-24-chars", `${EDITOR_TOKEN}x`]) {
      const { res, status, body } = await askForLink({ id: t.ids.encode(ids.drafts[0]!) }, token);
      expect(status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(JSON.stringify(body)).not.toContain("expires");
    }
  });

  it("answers 404 for an unknown item and 400 for a bad body", async () => {
    expect((await askForLink({ id: t.ids.encode(99_999) })).status).toBe(404);
    expect((await askForLink({ id: "<x>" })).status).toBe(400);
    expect((await askForLink([])).status).toBe(400);
  });

  it("is off, as if absent, when no editor token is configured", async () => {
    const own = await createTestApp();
    const { status, body } = await own.call(own.paths.previewLink, {
      method: "POST",
      headers: { Authorization: "Bearer anything-at-all-24-characters" },
      body: JSON.stringify({ id: own.ids.encode(1) }),
    });
    expect(status).toBe(404);
    expect(ErrorEnvelopeSchema.parse(body).code).toBe(404);
  });
});
