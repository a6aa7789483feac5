import type { AlbumDetail, AlbumItem, AlbumTracksPage } from "@davmu/contract/client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getAlbumTracks } from "../../platform/api.server.ts";
import { ids } from "../../platform/ids.server.ts";
import { openingEpisodes } from "./loader.server.ts";

vi.mock("../../platform/api.server.ts", () => ({ getAlbumTracks: vi.fn() }));

const episodeId = (position: number) => ids().encode(1000 + position);
const item = (position: number) => ({ id: episodeId(position), position }) as AlbumItem;
const album = (count: number, listed = count) =>
  ({
    id: ids().encode(1),
    item_count: count,
    items: Array.from({ length: Math.min(count, listed) }, (_, i) => item(i + 1)),
  }) as AlbumDetail;
const positions = (window: AlbumItem[]) => [window[0]?.position, window.at(-1)?.position];

describe("the episodes an album page opens with", () => {
  const tracks = vi.mocked(getAlbumTracks);
  beforeEach(() => tracks.mockReset());

  it("are the first page, playing the first, without an episode in the address", async () => {
    const { window, current } = await openingEpisodes(album(45), null);
    expect(positions(window)).toEqual([1, 20]);
    expect(current?.position).toBe(1);
  });

  it("are the page that holds the episode the address names", async () => {
    const { window, current } = await openingEpisodes(album(45), episodeId(23));
    expect(positions(window)).toEqual([21, 40]);
    expect(current?.position).toBe(23);
  });

  it("play the first for an episode the album does not hold, asking nothing more", async () => {
    for (const wanted of ["notAnId", ids().encode(99_999)]) {
      const { window, current } = await openingEpisodes(album(45), wanted);
      expect(positions(window)).toEqual([1, 20]);
      expect(current?.position).toBe(1);
    }
    expect(tracks).not.toHaveBeenCalled();
  });

  it("find an episode past the album's listed 200 through its track pages", async () => {
    const page = {
      list: Array.from({ length: 20 }, (_, i) => item(221 + i)),
      pageindex: 12,
      pagesize: 20,
      total: 250,
      has_more: true,
      current: 230,
    } as AlbumTracksPage;
    tracks.mockResolvedValueOnce(page);
    const { window, current } = await openingEpisodes(album(250, 200), episodeId(230));
    expect(tracks).toHaveBeenCalledWith(ids().encode(1), episodeId(230), { pagesize: 20 });
    expect(positions(window)).toEqual([221, 240]);
    expect(current?.position).toBe(230);
  });

  it("open at the start when the track pages cannot say", async () => {
    tracks.mockRejectedValueOnce(new Error("404"));
    const { window, current } = await openingEpisodes(album(250, 200), episodeId(230));
    expect(positions(window)).toEqual([1, 20]);
    expect(current?.position).toBe(1);
  });
});
