export type MediaAccountSeed = {
  name: string;
  /** The channel whose articles this account publishes. */
  channel: string;
  description: string;
  follower_count: number;
  palette: readonly [string, string];
};

export const MEDIA_ACCOUNTS: readonly MediaAccountSeed[] = [
  {
    name: "城市观察",
    channel: "news",
    description: "记录城市里的每一次变化，关注交通、民生与公共服务。",
    follower_count: 326_540,
    palette: ["#C62828", "#FF8A65"],
  },
  {
    name: "江畔晨报",
    channel: "news",
    description: "每天清晨七点，为你梳理身边值得知道的新闻。",
    follower_count: 1_208_300,
    palette: ["#AD1457", "#F06292"],
  },
  {
    name: "硅基笔记",
    channel: "tech",
    description: "用普通人听得懂的话，讲清楚新技术的来龙去脉。",
    follower_count: 88_912,
    palette: ["#1565C0", "#4FC3F7"],
  },
  {
    name: "极客日常",
    channel: "tech",
    description: "数码测评、效率工具与开发者故事。",
    follower_count: 45_230,
    palette: ["#283593", "#7986CB"],
  },
  {
    name: "财经半小时",
    channel: "finance",
    description: "读懂数据背后的经济逻辑，陪你做更稳妥的财务决定。",
    follower_count: 512_006,
    palette: ["#00695C", "#4DB6AC"],
  },
  {
    name: "文博有约",
    channel: "culture",
    description: "走进博物馆、书店与剧场，看见文化的日常模样。",
    follower_count: 67_815,
    palette: ["#6D4C41", "#D7A86E"],
  },
  {
    name: "生活研究所",
    channel: "life",
    description: "饮食、睡眠、运动与收纳，让日子过得更舒服一点。",
    follower_count: 204_377,
    palette: ["#558B2F", "#C5E1A5"],
  },
  {
    name: "普法小课堂",
    channel: "law",
    description: "律师和法官带你读案例，把法律知识讲进生活里。",
    follower_count: 139_640,
    palette: ["#303F9F", "#9FA8DA"],
  },
  {
    name: "运动星球",
    channel: "sports",
    description: "赛场内外的热血与坚持，也有适合普通人的训练方法。",
    follower_count: 97_450,
    palette: ["#EF6C00", "#FFCC80"],
  },
  {
    name: "早八点财经",
    channel: "finance",
    description: "每天早上八点，一杯咖啡的时间读懂市场。",
    follower_count: 73_418,
    palette: ["#00838F", "#80DEEA"],
  },
  {
    name: "纸上行旅",
    channel: "culture",
    description: "书、展览和老房子，一个文字编辑的城市漫游笔记。",
    follower_count: 21_906,
    palette: ["#8D6E63", "#D7CCC8"],
  },
  {
    name: "小城食记",
    channel: "life",
    description: "跟着老师傅做家常菜，也去巷子里找一碗好面。",
    follower_count: 158_230,
    palette: ["#F9A825", "#FFE082"],
  },
  {
    name: "律师说",
    channel: "law",
    description: "执业律师的案例笔记，看懂合同、租房与劳动纠纷。",
    follower_count: 46_771,
    palette: ["#455A64", "#B0BEC5"],
  },
  {
    name: "周末去运动",
    channel: "sports",
    description: "跑步、游泳、登山与球场，普通人的运动指南。",
    follower_count: 35_602,
    palette: ["#2E7D32", "#A5D6A7"],
  },
];
