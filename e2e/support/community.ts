import type { Circle, CirclePostDetail, CirclePostPage, CircleTopic } from "@davmu/contract";
import { expect } from "@playwright/test";
import { apiGet } from "./api.ts";
import { ids } from "./platform.ts";
import { openHydrated, type Screen } from "./screen.ts";

const BASE = "/circle/v1/api/share";

/** The seed's circles and topics are the first rows of their tables: found by name among them. */
async function findByName<T extends { name: string }>(kind: "circle" | "topic", name: string): Promise<T> {
  for (let n = 1; n <= 20; n += 1) {
    const found = await apiGet<T>(`${BASE}/${kind}/detail?id=${ids.encode(n)}`).catch(() => null);
    if (found?.name === name) return found;
  }
  throw new Error(`the seed has no ${kind} called ${name}`);
}

export const RUNNING_CIRCLE = "江城夜跑团";
export const WEEKEND_TOPIC = "周末去哪儿";

export const circleNamed = (name: string) => findByName<Circle>("circle", name);
export const topicNamed = (name: string) => findByName<CircleTopic>("topic", name);
export const circlePosts = (circleId: string) =>
  apiGet<CirclePostPage>(`${BASE}/content/list?circle_id=${circleId}&pagesize=30`);
export const topicPosts = (topicId: string) =>
  apiGet<CirclePostPage>(`${BASE}/content/list?topic_id=${topicId}&pagesize=30`);
export const postDetail = (postId: string) =>
  apiGet<CirclePostDetail>(`${BASE}/content/detail?id=${postId}&pagesize=50`);

/** The running circle's post with the most comments: more than a page of them. */
export async function busiestPost() {
  const circle = await circleNamed(RUNNING_CIRCLE);
  const { list } = await circlePosts(circle.id);
  return { circle, post: [...list].sort((a, b) => b.comment_count - a.comment_count)[0]! };
}

/** The community screens, for the checks every screen passes (accessibility, both themes). */
export const COMMUNITY_SCREENS: Screen[] = [
  {
    name: "community circle",
    open: async (page) => {
      const circle = await circleNamed(RUNNING_CIRCLE);
      await openHydrated(page, `dimim/circle/${circle.id}`);
      await expect(page.locator(".circle-card").first()).toBeVisible();
    },
  },
  {
    name: "community post",
    open: async (page) => {
      const { post } = await busiestPost();
      await openHydrated(page, `dimim/content/${post.id}`);
      await expect(page.locator(".circle-comment").first()).toBeVisible();
    },
  },
  {
    name: "community topic",
    open: async (page) => {
      const topic = await topicNamed(WEEKEND_TOPIC);
      await openHydrated(page, `dimim/topic/${topic.id}`);
      await expect(page.locator(".circle-card").first()).toBeVisible();
    },
  },
];
