// @vitest-environment jsdom
import type { AlbumItem } from "@davmu/contract/client";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { EpisodeView } from "./episodes.ts";
import { useAlbumEpisodes } from "./use-album-episodes.ts";

const albumTracks = vi.fn();
vi.mock("../../platform/use-root-data.ts", () => ({ useRootData: () => ({ config: {} }) }));
vi.mock("../../platform/browser-api.ts", () => ({ initBrowserApi: () => ({ albumTracks }) }));

const view = (position: number) => ({ id: `Episode${position}`, position }) as EpisodeView;
const item = (position: number) =>
  ({
    id: `Episode${position}`,
    position,
    title: "",
    cover: null,
    duration: 1,
    view_count: 0,
    media: null,
  }) as AlbumItem;
const range = <T>(from: number, to: number, make: (p: number) => T) =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

describe("an album's episodes, page by page", () => {
  it("asks the track pages for the page before and after what it holds, and keeps them in order", async () => {
    albumTracks.mockImplementation(async ({ query }: { query: { pageindex: number } }) => ({
      list: range((query.pageindex - 1) * 20 + 1, Math.min(45, query.pageindex * 20), item),
    }));
    const { result } = renderHook(() => useAlbumEpisodes("AlbumId1", range(21, 40, view), 45));
    expect(result.current.pages).toEqual({ earlier: 1, later: 3 });

    act(() => result.current.load("later"));
    await waitFor(() => expect(result.current.episodes).toHaveLength(25));
    expect(albumTracks).toHaveBeenLastCalledWith({
      params: { series: "AlbumId1", uid: "Episode21" },
      query: { pageindex: 3, pagesize: 20 },
    });
    expect(result.current.pages).toEqual({ earlier: 1, later: null });

    act(() => result.current.load("earlier"));
    await waitFor(() => expect(result.current.episodes).toHaveLength(45));
    expect(result.current.episodes.map((e) => e.position)).toEqual(range(1, 45, (p) => p));
    expect(result.current.pages).toEqual({ earlier: null, later: null });
  });

  it("says so when a page cannot be loaded, and keeps what it has", async () => {
    albumTracks.mockRejectedValueOnce(new Error("offline"));
    const { result } = renderHook(() => useAlbumEpisodes("AlbumId1", range(1, 20, view), 45));
    act(() => result.current.load("later"));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.episodes).toHaveLength(20);
    expect(result.current.loading).toBeNull();
  });
});
