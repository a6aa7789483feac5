import { createIdCodec, DEFAULT_ID_SALT } from "@davmu/ids";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getPreviewDocument } from "../../platform/api.server.ts";
import { HttpError } from "../../platform/http/http-error.ts";
import {
  isFreshStamp,
  isPreviewActor,
  loadPreviewDocument,
  PREVIEW_STALE_MS,
  previewStampRedirect,
} from "./preview.server.ts";

vi.mock("../../platform/api.server.ts", () => ({ getPreviewDocument: vi.fn() }));

const NOW = 1_780_000_000_000;
const PAGE = "http://127.0.0.1:3000/davmu/share/preview-cms/doc/AbCdEf12";

describe("isPreviewActor", () => {
  it.each([
    ["preview-cms", true],
    ["preview-x", true],
    ["preview-", false],
    ["preview", false],
    ["mp", false],
    ["news", false],
    ["xpreview-cms", false],
    [undefined, false],
  ])("%s: %s", (actor, expected) => {
    expect(isPreviewActor(actor)).toBe(expected);
  });
});

describe("isFreshStamp", () => {
  it.each([
    ["missing", null, false],
    ["empty", "", false],
    ["now", String(NOW), true],
    ["5 s old", String(NOW - PREVIEW_STALE_MS), true],
    ["just over 5 s old", String(NOW - PREVIEW_STALE_MS - 1), false],
    ["an hour old", String(NOW - 3_600_000), false],
    ["seconds rather than milliseconds", String(Math.floor(NOW / 1000)), false],
    ["a little ahead (clock skew)", String(NOW + 2_000), true],
    ["far in the future", String(NOW + 86_400_000), false],
    ["not a number", "abc", false],
    ["a number with junk", `${NOW}x`, false],
    ["negative", `-${NOW}`, false],
    ["fractional", `${NOW}.5`, false],
  ])("%s", (_name, stamp, expected) => {
    expect(isFreshStamp(stamp, NOW)).toBe(expected);
  });
});

describe("previewStampRedirect", () => {
  const location = (r: Response | null) => r?.headers.get("Location");

  it("adds a fresh stamp to a preview without one, keeping the path and other parameters", () => {
    const r = previewStampRedirect(`${PAGE}?from=cms`, NOW);
    expect(r?.status).toBe(302);
    expect(location(r)).toBe(`/preview-cms/doc/AbCdEf12?from=cms&_=${NOW}`);
    expect(r?.headers.get("Cache-Control")).toBe("no-store");
  });

  it("replaces a stale stamp", () => {
    expect(location(previewStampRedirect(`${PAGE}?_=${NOW - 60_000}`, NOW))).toBe(
      `/preview-cms/doc/AbCdEf12?_=${NOW}`,
    );
  });

  it("keeps the English prefix", () => {
    expect(location(previewStampRedirect(PAGE.replace("/share/", "/share/en/"), NOW))).toBe(
      `/en/preview-cms/doc/AbCdEf12?_=${NOW}`,
    );
  });

  it("lets a fresh stamp through, so the redirect it made cannot loop", () => {
    const first = previewStampRedirect(PAGE, NOW);
    const next = `http://127.0.0.1:3000/davmu/share${location(first)}`;
    expect(previewStampRedirect(next, NOW + 300)).toBeNull();
  });
});

describe("loadPreviewDocument", () => {
  const id = createIdCodec(DEFAULT_ID_SALT).encode(7);
  const sig = "a".repeat(43);
  const signedPage = `http://127.0.0.1:3000/davmu/share/preview-cms/doc/${id}?expires=1790000000&sig=${sig}&_=1`;
  const fetchDocument = vi.mocked(getPreviewDocument);
  afterEach(() => fetchDocument.mockReset());

  /** The status of the response the loader throws. */
  const thrownStatus = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (thrown: { init?: ResponseInit | null }) => thrown.init?.status,
    );

  it("passes the link's expiry and signature on to the preview call", async () => {
    fetchDocument.mockResolvedValue({ id } as never);
    await loadPreviewDocument(id, signedPage);
    expect(fetchDocument).toHaveBeenCalledWith(id, { expires: "1790000000", sig });
  });

  it.each([
    ["no signature", `?expires=1790000000&_=1`],
    ["no expiry", `?sig=${sig}&_=1`],
    ["a malformed signature", `?expires=1790000000&sig=short`],
  ])("shows the 404 page for a link with %s, without asking the service", async (_name, query) => {
    const status = await thrownStatus(
      loadPreviewDocument(id, `http://127.0.0.1:3000/davmu/share/preview-cms/doc/${id}${query}`),
    );
    expect(status).toBe(404);
    expect(fetchDocument).not.toHaveBeenCalled();
  });

  it.each([401, 403, 404])("shows the 404 page when the service answers %i", async (code) => {
    fetchDocument.mockRejectedValue(new HttpError("http", code, "refused"));
    expect(await thrownStatus(loadPreviewDocument(id, signedPage))).toBe(404);
  });
});
