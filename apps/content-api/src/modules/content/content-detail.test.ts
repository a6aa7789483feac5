import { ContentDetailResponseSchema, ErrorEnvelopeSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, TEST_PUBLIC_URL, type TestApp } from "../../testing/test-app.ts";
import { insertContent } from "../../write/write-content.ts";

let t: TestApp;
let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seededIds(t);
});

const detail = async (path: string) => {
  const { status, body } = await t.call(path);
  expect(status).toBe(200);
  return ContentDetailResponseSchema.parse(body).data;
};

const expect404 = async (path: string) => {
  const { status, body } = await t.call(path);
  expect(status).toBe(404);
  expect(ErrorEnvelopeSchema.parse(body)).toMatchObject({ code: 404, data: null });
};

/** Ids that must be a 404: they do not decode, or decode to nothing. */
const badIds = () => ["zzzzzzzz", "abc", "12345678", "%3Cscript%3E", "a".repeat(40), t.ids.encode(99_999)];

describe("GET {peony-inner} content detail", () => {
  it("returns a published item of any source in full", async () => {
    for (const id of [ids.mpItems[0]!, ids.channelItems[0]!]) {
      const data = await detail(t.paths.contentDetail(t.ids.encode(id)));
      expect(data.id).toBe(t.ids.encode(id));
      expect(data.status).toBe("published");
      expect(data.keywords.length).toBeGreaterThan(0);
      expect(data.author).toBeTruthy();
      expect(data.update_time).toBeGreaterThanOrEqual(data.publish_time);
      expect(data.images.length).toBeGreaterThanOrEqual(2);
      for (const img of data.images) {
        expect(img.url.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
        expect(data.body_html).toContain(`src="${img.url}" width="${img.width}" height="${img.height}"`);
      }
    }
  });

  it("makes every body image source absolute", async () => {
    const data = await detail(t.paths.contentDetail(t.ids.encode(ids.channelItems[1]!)));
    expect(data.body_html).not.toContain('src="/media/');
  });

  it("answers 404 for drafts and for ids that do not decode or are unknown", async () => {
    for (const id of ids.drafts) await expect404(t.paths.contentDetail(t.ids.encode(id)));
    for (const id of badIds()) await expect404(t.paths.contentDetail(id));
  });

  it("serves a body sanitised when it was written", async () => {
    const id = await insertContent(t.db, {
      source_key: "test:hostile",
      type: "doc",
      status: "published",
      title: "hostile",
      summary: "s",
      body_html:
        '<p onclick="steal()">正文<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><img src="/media/x.jpg" onerror="y" style="z" width="10" height="10" />',
      keywords: [],
      publish_time: 1_600_000_000,
      update_time: 1_600_000_000,
      channel_id: null,
      mp_id: null,
      author: null,
      cover_url: null,
      cover_width: null,
      cover_height: null,
      duration: null,
    });
    const data = await detail(t.paths.contentDetail(t.ids.encode(id!)));
    expect(data.body_html).toBe(
      `<p>正文</p>x<img src="${TEST_PUBLIC_URL}/media/x.jpg" width="10" height="10" />`,
    );
    expect(data).toMatchObject({ actor: "content", source: "", mp: null, channel: null, cover: null });
  });
});

describe("GET {osman} media-account content detail", () => {
  it("returns items published by a media account, with the account", async () => {
    const data = await detail(t.paths.mpContentDetail(t.ids.encode(ids.mpItems[0]!)));
    expect(data.actor).toBe("mp");
    expect(data.mp!.follower_count).toBeGreaterThan(0);
    expect(data.mp!.description.length).toBeGreaterThan(0);
    expect(data.source).toBe(data.mp!.name);
  });

  it("answers 404 for channel items, drafts and bad ids", async () => {
    for (const id of ids.channelItems) await expect404(t.paths.mpContentDetail(t.ids.encode(id)));
    for (const id of ids.drafts) await expect404(t.paths.mpContentDetail(t.ids.encode(id)));
    for (const id of badIds()) await expect404(t.paths.mpContentDetail(id));
  });
});
