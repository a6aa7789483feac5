// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ServicePage, usePagedList } from "./use-paged-list.ts";

type Item = { id: number };
const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));

/** A fetch whose answers the test gives, page by page, when it likes. */
function controlled() {
  const asked: { pageindex: number; answer: (page: ServicePage<Item>) => void; fail: () => void }[] = [];
  const fetchPage = (pageindex: number) =>
    new Promise<ServicePage<Item>>((resolve, reject) => {
      asked.push({ pageindex, answer: resolve, fail: () => reject(new Error("down")) });
    });
  return { asked, fetchPage };
}

describe("a list read a page at a time", () => {
  it("appends the next page, leaving out what is shown already, and ends when there is no more", async () => {
    const service = controlled();
    const { result } = renderHook(() =>
      usePagedList<Item>({
        first: { list: items(1, 2), hasMore: true, page: 1 },
        fetchPage: service.fetchPage,
      }),
    );
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.more();
    });
    expect(result.current.loading).toBe(true);
    expect(service.asked.map((a) => a.pageindex)).toEqual([2]);
    await act(async () => {
      service.asked[0]?.answer({ list: items(2, 3), has_more: false });
      expect(await done).toBe(true);
    });
    expect(result.current.list).toEqual(items(1, 2, 3));
    expect(result.current).toMatchObject({ hasMore: false, page: 2, loading: false, failed: null });
  });

  it("asks once while a page is on its way", async () => {
    const service = controlled();
    const { result } = renderHook(() =>
      usePagedList<Item>({ first: { list: items(1), hasMore: true, page: 1 }, fetchPage: service.fetchPage }),
    );
    act(() => {
      void result.current.more();
      void result.current.more();
    });
    expect(service.asked).toHaveLength(1);
  });

  it("keeps what is shown when a later page fails, and the retry asks for the same page", async () => {
    const service = controlled();
    const { result } = renderHook(() =>
      usePagedList<Item>({ first: { list: items(1), hasMore: true, page: 1 }, fetchPage: service.fetchPage }),
    );
    let done: Promise<boolean> = Promise.resolve(true);
    act(() => {
      done = result.current.more();
    });
    await act(async () => {
      service.asked[0]?.fail();
      expect(await done).toBe(false);
    });
    expect(result.current).toMatchObject({ list: items(1), failed: "more", hasMore: true, page: 1 });
    act(() => {
      void result.current.more();
    });
    expect(service.asked.map((a) => a.pageindex)).toEqual([2, 2]);
  });

  it("a reload replaces the list, and an answer that comes after it is dropped", async () => {
    const service = controlled();
    const { result } = renderHook(() =>
      usePagedList<Item>({ first: { list: items(1), hasMore: true, page: 1 }, fetchPage: service.fetchPage }),
    );
    act(() => {
      void result.current.more();
      void result.current.reload();
    });
    await act(async () => {
      service.asked[1]?.answer({ list: items(7, 8), has_more: true });
      service.asked[0]?.answer({ list: items(2), has_more: false });
    });
    expect(result.current).toMatchObject({ list: items(7, 8), page: 1, hasMore: true, loading: false });
  });

  it("a first page that fails says so, and nothing is set once the list has left the screen", async () => {
    const service = controlled();
    const { result, unmount } = renderHook(() =>
      usePagedList<Item>({ first: { list: [], hasMore: false, page: 0 }, fetchPage: service.fetchPage }),
    );
    act(() => {
      void result.current.reload();
    });
    await act(async () => service.asked[0]?.fail());
    expect(result.current.failed).toBe("first");
    act(() => {
      void result.current.reload();
    });
    unmount();
    await act(async () => service.asked[1]?.answer({ list: items(1), has_more: false }));
    expect(result.current.list).toEqual([]);
  });

  it("shows each page as the visitor sees it (their own marks over it)", async () => {
    const service = controlled();
    const liked = new Set([3]);
    const { result } = renderHook(() =>
      usePagedList<Item & { liked?: boolean }>({
        first: { list: items(1), hasMore: true, page: 1 },
        fetchPage: service.fetchPage,
        view: (list) => list.map((item) => ({ ...item, liked: liked.has(item.id) })),
      }),
    );
    act(() => {
      void result.current.more();
    });
    await act(async () => service.asked[0]?.answer({ list: items(3), has_more: false }));
    expect(result.current.list).toEqual([
      { id: 1, liked: false },
      { id: 3, liked: true },
    ]);
  });
});
