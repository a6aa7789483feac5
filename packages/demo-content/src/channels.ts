import type { SectionCardType } from "@davmu/contract";

export type ChannelSeed = {
  slug: string;
  name: string;
  sort: number;
  /** A channel of one of the app's sections (docs/decisions/0074). */
  section?: SectionCardType;
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

/** The channels of the app's sections, after the content channels: they hold no articles (0074). */
export const SECTION_CHANNELS: readonly Required<ChannelSeed>[] = [
  { slug: "circles", name: "圈子", sort: 8, section: "circle_post" },
  { slug: "qa", name: "问答", sort: 9, section: "law_question" },
  { slug: "knowledge", name: "知识", sort: 10, section: "catalogue" },
  { slug: "events", name: "活动", sort: 11, section: "activity" },
];
