/** The shapes each channel's generated art is built from. */
export type Motif = "skyline" | "circuit" | "chart" | "mountains" | "leaves" | "pillars" | "track";

export type ChannelSeed = {
  slug: string;
  name: string;
  sort: number;
  /** Shown small on generated art next to the Chinese name. */
  english: string;
  /** Gradient start, gradient end, accent. */
  palette: readonly [string, string, string];
  motif: Motif;
};

export const CHANNELS: readonly ChannelSeed[] = [
  {
    slug: "news",
    name: "要闻",
    sort: 1,
    english: "NEWS",
    palette: ["#B3261E", "#FF7043", "#FFE0B2"],
    motif: "skyline",
  },
  {
    slug: "tech",
    name: "科技",
    sort: 2,
    english: "TECH",
    palette: ["#0B1E4A", "#1E88E5", "#64FFDA"],
    motif: "circuit",
  },
  {
    slug: "finance",
    name: "财经",
    sort: 3,
    english: "FINANCE",
    palette: ["#0F3D3E", "#1B998B", "#F4D35E"],
    motif: "chart",
  },
  {
    slug: "culture",
    name: "文化",
    sort: 4,
    english: "CULTURE",
    palette: ["#4E342E", "#B08968", "#F3E5AB"],
    motif: "mountains",
  },
  {
    slug: "life",
    name: "生活",
    sort: 5,
    english: "LIFE",
    palette: ["#2E7D32", "#9CCC65", "#FFF59D"],
    motif: "leaves",
  },
  {
    slug: "law",
    name: "法治",
    sort: 6,
    english: "LAW",
    palette: ["#1A237E", "#5C6BC0", "#E8EAF6"],
    motif: "pillars",
  },
  {
    slug: "sports",
    name: "体育",
    sort: 7,
    english: "SPORTS",
    palette: ["#D84315", "#FFB300", "#FFFFFF"],
    motif: "track",
  },
];
