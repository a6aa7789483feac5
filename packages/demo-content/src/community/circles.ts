import type { SceneName } from "../art/scenes.ts";

/** A picture of a post: its scene and shape (a phone photo upright, across, or square). */
export type PostPicture = { scene: SceneName; shape: "wide" | "tall" | "square" | "pano" };

export type CirclePostSeed = {
  key: string;
  author: string;
  /** Plain text; `#name#` names a topic of TOPICS. */
  text: string;
  pictures: PostPicture[];
  /** Hours before the seed's clock. */
  hoursAgo: number;
  likes: number;
  views: number;
  /** Comments in order, each by a commenter: [nickname, text]. */
  comments: [string, string][];
  /** Not shown: a draft, or taken down by an editor (what the tests check stays hidden). */
  status?: "draft" | "hidden";
};

export type CircleSeed = {
  key: string;
  name: string;
  owner: string;
  description: string;
  palette: readonly [string, string];
  cover: SceneName;
  members: number;
  /** Days before the seed's clock. */
  daysAgo: number;
  posts: CirclePostSeed[];
};

/** The demo's topics: hashtags posts of every circle use. */
export const CIRCLE_TOPICS: readonly { name: string; description: string }[] = [
  { name: "夜跑打卡", description: "下班后的五公里，一个人跑得快，一群人跑得远。晒出你今晚的配速和路线。" },
  { name: "马拉松备赛", description: "训练计划、补给经验、赛前焦虑，备赛路上的一切都可以聊。" },
  { name: "探店笔记", description: "老字号、苍蝇馆子、新开的小店：吃过才算数，好不好吃说实话。" },
  { name: "扫街摄影", description: "用镜头记录街头巷尾的光影和人，手机和相机都欢迎。" },
  { name: "周末去哪儿", description: "近郊徒步、公园野餐、看展逛街，攒一份周末清单。" },
  { name: "育儿日常", description: "带娃的崩溃与治愈，辅食、睡觉、上学，过来人都在这里。" },
];
