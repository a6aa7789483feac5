/**
 * The picture fields of activity forms: a picture re-encoded and served, what is refused, how many
 * an address uploads, whose picture an entry takes, and the unclaimed pictures removed after a day.
 */
import { FormMineResponseSchema, FormSubmitResponseSchema, FormUploadResponseSchema } from "@davmu/contract";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { asUser } from "../../testing/users.ts";
import { mediaDir } from "../media/folders.ts";
import { formsTest, goodMarathon, MARATHON } from "./forms-testing.ts";
import { sweepUnclaimedUploads, UNCLAIMED_UPLOAD_SECONDS } from "./uploads.ts";

const { test, member, activityId, submit, upload } = formsTest();
let t: TestApp;
beforeAll(() => {
  ({ t } = test);
});

describe("image fields", () => {
  const png = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: "#3a7bd5" } })
      .png()
      .toBuffer();

  it("re-encodes a picture as a JPEG no larger than the limit, served from the media folder, usable in an entry", async () => {
    const id = t.ids.encode(await activityId(MARATHON));
    const token = await member();
    const data = (await png(2400, 1200)).toString("base64");
    const { status, body } = await upload(token, { id, field: "certificate", type: "image/png", data });
    expect(status).toBe(200);
    const { ref, image } = FormUploadResponseSchema.parse(body).data;
    expect(image).toMatchObject({ width: 1600, height: 800 });
    const file = await t.app.request(new URL(image.url).pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    // The visitor's own picture: their browser may keep it, no shared cache or search engine.
    expect(file.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(file.headers.get("x-robots-tag")).toBe("noindex");
    const accepted = await submit(token, id, { ...goodMarathon, certificate: ref });
    expect(accepted.status).toBe(200);
    const answer = FormSubmitResponseSchema.parse(accepted.body).data.entry.answers.find(
      (a) => a.key === "certificate",
    );
    expect(answer?.image?.url).toBe(image.url);
  });

  it("refuses a picture too large for its field, of a type it does not take, or not a picture", async () => {
    const id = t.ids.encode(await activityId(MARATHON));
    const token = await member();
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString("base64");
    expect((await upload(token, { id, field: "certificate", type: "image/png", data: big })).status).toBe(
      413,
    );
    const notPng = Buffer.from("GIF89a not a png at all").toString("base64");
    expect((await upload(token, { id, field: "certificate", type: "image/png", data: notPng })).status).toBe(
      415,
    );
    const small = (await png(40, 40)).toString("base64");
    expect((await upload(token, { id, field: "certificate", type: "image/gif", data: small })).status).toBe(
      400,
    );
    expect((await upload(token, { id, field: "name", type: "image/png", data: small })).status).toBe(400);
    // Beyond the service's biggest picture, refused before it is read.
    const huge = "A".repeat(12 * 1024 * 1024);
    expect((await upload(token, { id, field: "certificate", type: "image/png", data: huge })).status).toBe(
      413,
    );
  });

  it("limits the pictures one address uploads, however many visitors' tokens it holds", async () => {
    const limited = await createTestApp({ CONTENT_API_UPLOAD_RATE: "3" });
    const id = limited.ids.encode(await seededId(limited, MARATHON, "activities"));
    const data = (await png(40, 40)).toString("base64");
    const from = async (remoteAddress: string) =>
      (
        await limited.app.request(
          limited.paths.formUpload,
          {
            method: "POST",
            headers: asUser(await member(limited)),
            body: JSON.stringify({ id, field: "certificate", type: "image/png", data }),
          },
          { incoming: { socket: { remoteAddress } } },
        )
      ).status;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await from("203.0.113.9"));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await from("198.51.100.20")).toBe(200);
  });

  it("takes in an entry only a picture its own visitor uploaded", async () => {
    const id = t.ids.encode(await activityId(MARATHON));
    const owner = await member();
    const data = (await png(64, 64)).toString("base64");
    const { body } = await upload(owner, { id, field: "certificate", type: "image/png", data });
    const { ref } = FormUploadResponseSchema.parse(body).data;
    const other = await submit(await member(), id, { ...goodMarathon, certificate: ref });
    expect(other.status).toBe(400);
    expect(
      (other.body as { data: { fields: Record<string, string> } }).data.fields.certificate,
    ).toBeDefined();
  });

  it("removes, after a day, the pictures no entry uses, and keeps those an entry uses", async () => {
    const id = t.ids.encode(await activityId(MARATHON));
    const data = (await png(48, 48)).toString("base64");
    const sent = async (token: string) => {
      const { body } = await upload(token, { id, field: "certificate", type: "image/png", data });
      const { ref, image } = FormUploadResponseSchema.parse(body).data;
      return { ref, path: new URL(image.url).pathname };
    };
    const signer = await member();
    const used = await sent(signer);
    expect((await submit(signer, id, { ...goodMarathon, certificate: used.ref })).status).toBe(200);
    // The same visitor's second picture, never sent with the entry; another visitor's, never sent.
    const spare = await sent(signer);
    const abandoned = await sent(await member());
    const served = async (p: string) => (await t.app.request(p)).status;
    const now = Math.floor(Date.now() / 1000);
    const refs = [used.ref, spare.ref, abandoned.ref];
    const left = async () =>
      (await t.db.selectFrom("form_uploads").select("ref").where("ref", "in", refs).execute()).map(
        (r) => r.ref,
      );

    // Within the day nothing goes.
    await sweepUnclaimedUploads(t.db, mediaDir(t.config.dataDir), now + UNCLAIMED_UPLOAD_SECONDS - 60);
    expect((await left()).sort()).toEqual([...refs].sort());

    const removed = await sweepUnclaimedUploads(
      t.db,
      mediaDir(t.config.dataDir),
      now + UNCLAIMED_UPLOAD_SECONDS + 60,
    );
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await left()).toEqual([used.ref]);
    expect(await served(used.path)).toBe(200);
    expect(await served(spare.path)).toBe(404);
    expect(await served(abandoned.path)).toBe(404);
    // The entry still shows its picture.
    const mine = await t.call(`${t.paths.formMine}?id=${id}`, { headers: asUser(signer) });
    const answer = FormMineResponseSchema.parse(mine.body).data.entry?.answers.find(
      (a) => a.key === "certificate",
    );
    expect(answer?.image?.url).toContain(used.path);
  });
});
