// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CardView } from "./card-view.ts";
import { ContentCard } from "./content-card.tsx";

// Each render of a card asks to be reported when seen: the count of those calls is the count of renders.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../platform/tracker/use-expose.ts", () => ({
  useExpose: () => {
    renders.count += 1;
  },
}));

const cards: CardView[] = ["城市夜跑的第一公里", "山里的小学开学了", "旧书店的最后一个冬天"].map(
  (title, i) => ({
    id: `AbCdEf0${i}`,
    type: "doc",
    actor: "tech",
    title,
    cover: null,
    source: "达沐新闻",
    publish_time: 1_764_300_000 - i * 3600,
    view_count: 1200 + i,
    duration: 0,
  }),
);

function Feed({ items, status }: { items: CardView[]; status: string }) {
  return (
    <MemoryRouter>
      {items.map((item) => (
        <ContentCard key={item.id} item={item} />
      ))}
      <p>{status}</p>
    </MemoryRouter>
  );
}

afterEach(() => {
  renders.count = 0;
});

describe("ContentCard", () => {
  it("shows the item's title as a link to its page", () => {
    render(<Feed items={cards} status="" />);
    expect(screen.getByRole("link", { name: /城市夜跑的第一公里/ }).getAttribute("href")).toContain(
      "/tech/doc/",
    );
  });

  it("is not rendered again when the list around it renders again with the same items", () => {
    const { rerender } = render(<Feed items={cards} status="加载中" />);
    expect(renders.count).toBe(cards.length);
    rerender(<Feed items={cards} status="加载完成" />);
    expect(screen.getByText("加载完成")).toBeTruthy();
    expect(renders.count).toBe(cards.length);
  });

  it("renders only the cards that are new when more arrive", () => {
    const { rerender } = render(<Feed items={cards.slice(0, 2)} status="" />);
    rerender(<Feed items={cards} status="" />);
    expect(renders.count).toBe(cards.length);
  });
});
