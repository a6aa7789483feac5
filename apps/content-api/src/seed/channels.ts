export type ChannelSeed = {
  slug: string;
  name: string;
  sort: number;
};

export const CHANNELS: readonly ChannelSeed[] = [
  {
    slug: "news",
    name: "要闻",
    sort: 1,
  },
  {
    slug: "tech",
    name: "科技",
    sort: 2,
  },
  {
    slug: "finance",
    name: "财经",
    sort: 3,
  },
  {
    slug: "culture",
    name: "文化",
    sort: 4,
  },
  {
    slug: "life",
    name: "生活",
    sort: 5,
  },
  {
    slug: "law",
    name: "法治",
    sort: 6,
  },
  {
    slug: "sports",
    name: "体育",
    sort: 7,
  },
];
