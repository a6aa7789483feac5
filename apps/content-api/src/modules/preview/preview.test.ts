import { ErrorEnvelopeSchema, PreviewDocumentResponseSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seededIds(t);
});

const preview = (id: string) => t.call(t.paths.previewDocument(id));

describe("GET {pine-inner} preview document detail", () => {
  it("is mounted under the pine-inner prefix", () => {
    expect(t.paths.previewDocument("AbCdEf12")).toBe("/pine-inner/inner/preview/document/detail/AbCdEf12");
  });

  it("returns a draft in full, never cached", async () => {
    expect(ids.drafts.length).toBeGreaterThan(0);
    for (const id of ids.drafts) {
      const { res, status, body } = await preview(t.ids.encode(id));
      expect(status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const data = PreviewDocumentResponseSchema.parse(body).data;
      expect(data.id).toBe(t.ids.encode(id));
      expect(data.status).toBe("draft");
      expect(data.title).toMatch(/^【待审】/);
      expect(data.body_html.length).toBeGreaterThan(0);
    }
  });

  it("returns published items too, of either source", async () => {
    for (const id of [ids.channelItems[0]!, ids.mpItems[0]!]) {
      const { status, body } = await preview(t.ids.encode(id));
      expect(status).toBe(200);
      const data = PreviewDocumentResponseSchema.parse(body).data;
      expect(data.status).toBe("published");
      expect(data.id).toBe(t.ids.encode(id));
    }
  });

  it("answers 404 for unknown ids and for ids that do not decode, never a 500", async () => {
    for (const id of [t.ids.encode(99_999), "zzzzzzzz", "abc", "12345678", "%3Cscript%3E", "a".repeat(40)]) {
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
