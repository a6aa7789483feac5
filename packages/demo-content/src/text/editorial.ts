import type { SceneName } from "../art/scenes.ts";

/** A demo special topic: words, banner scene and its sections of seeded items (by source key). */
type SpecialSeed = {
  slug: string;
  title: string;
  summary: string;
  introduction: string[];
  channel: string;
  author: string;
  keywords: string[];
  scene: SceneName;
  views: number;
  sections: { key: string; title: string; items: string[] }[];
};

export const SPECIALS: readonly SpecialSeed[] = [
  {
    slug: "marathon-2026",
    title: "2026 城市马拉松特辑",
    summary: "三万名跑者、四十二公里、一座城市的清晨：赛事直击、训练建议和观赛攻略都在这里。",
    introduction: [
      "十一月的第一个周日，三万名跑者从滨江公园出发，穿过老城的梧桐街区，跑过跨江大桥，再回到江边。这是这座城市举办马拉松的第十二年，也是报名人数最多的一年。",
      "这份特辑把赛前、赛中和赛后的报道放在了一起：直播回看、现场组图、跑者的训练与恢复，以及沿线居民最关心的交通安排。",
    ],
    channel: "sports",
    author: "体育频道编辑部",
    keywords: ["马拉松", "特辑"],
    scene: "track",
    views: 86_420,
    sections: [
      {
        key: "live",
        title: "赛事直击",
        items: ["seed:live:marathon", "seed:doc:sports:1", "seed:gallery:city-marathon"],
      },
      {
        key: "training",
        title: "训练与恢复",
        items: ["seed:doc:sports:6", "seed:doc:life:15", "seed:doc:sports:12", "seed:svideo:clip-10-sports"],
      },
      {
        key: "route",
        title: "赛道上的城市",
        items: ["seed:video:sports-1", "seed:doc:news:5", "seed:doc:news:9"],
      },
      {
        key: "guide",
        title: "观赛与出行",
        items: ["seed:doc:news:1", "seed:doc:news:7", "seed:doc:sports:7"],
      },
    ],
  },
  {
    slug: "intangible-new-year",
    title: "非遗里的中国年",
    summary: "剪一张窗花、听一出老戏、包一碗馄饨：跟着手艺人，把年过得有滋有味。",
    introduction: [
      "年味藏在手艺里。腊月里，剪纸老师把红纸折了又折；古镇的老戏台重新搭起来，锣鼓一响就是正月；巷口的馄饨铺，三十年来每到除夕都排起长队。",
      "我们走访了几位守着老手艺的人，也记录下这些手艺怎样走进课堂、走进博物馆、走进年轻人的生活。",
    ],
    channel: "culture",
    author: "文化频道编辑部",
    keywords: ["春节", "手艺", "特辑"],
    scene: "ink",
    views: 52_918,
    sections: [
      {
        key: "crafts",
        title: "年俗手艺",
        items: ["seed:doc:culture:3", "seed:doc:culture:13", "seed:gallery:celadon-exhibition"],
      },
      {
        key: "stage",
        title: "锣鼓响起来",
        items: ["seed:live:opera", "seed:doc:culture:5", "seed:svideo:clip-4-culture"],
      },
      {
        key: "heritage",
        title: "老物件的新生",
        items: [
          "seed:video_album:museum-series",
          "seed:doc:culture:15",
          "seed:doc:news:15",
          "seed:video:culture-1",
        ],
      },
      {
        key: "table",
        title: "年夜饭的滋味",
        items: ["seed:doc:life:7", "seed:gallery:weekday-dinners", "seed:video:life-1"],
      },
    ],
  },
];

/** A demo curated list: items by source key, each with the editors' line. */
type ListSeed = {
  slug: string;
  kind: "list" | "fly_card";
  title: string;
  description: string;
  scene: SceneName;
  items: [key: string, note: string][];
};

export const EDITORIAL_LISTS: readonly ListSeed[] = [
  {
    slug: "weekend-walks",
    kind: "list",
    title: "周末去哪儿：城市漫游清单",
    description: "不用请假、不必远行，十二个一天就能走完的好去处，编辑部挨个去过。",
    scene: "street",
    items: [
      ["seed:doc:life:4", "五条山路，最短的两个小时就能往返。"],
      ["seed:doc:life:11", "银杏的最佳观赏期只有十来天，趁早。"],
      ["seed:doc:news:5", "绿道贯通后，从江边可以一路骑到湿地公园。"],
      ["seed:doc:news:11", "家门口的口袋公园，傍晚最热闹。"],
      ["seed:doc:culture:11", "老厂房改的艺术园区，周末有市集。"],
      ["seed:doc:life:14", "带孩子去果园，记得穿双旧鞋。"],
      ["seed:doc:culture:12", "打着手电看展，是博物馆夜场的独特体验。"],
      ["seed:doc:news:6", "周末的图书馆座位要早点去占。"],
      ["seed:video_album:travel-series", "五集短片，跟着镜头先逛一遍。"],
      ["seed:doc:news:13", "修好的海边栈道，日落时分最好看。"],
      ["seed:doc:sports:9", "重走百年古道，顺手带走一袋垃圾。"],
      ["seed:doc:culture:7", "三十元一张票，周末的音乐厅不贵。"],
    ],
  },
  {
    slug: "anti-fraud",
    kind: "list",
    title: "防骗避坑：写给爸妈的九条提醒",
    description: "冒充客服、弹窗中奖、旧手机泄露信息……转给家里人，比什么都管用。",
    scene: "device",
    items: [
      ["seed:doc:law:5", "接到“客服”电话说开通了会员，先挂断再核实。"],
      ["seed:doc:tech:10", "手机总弹中奖通知，多半是某个设置没关。"],
      ["seed:doc:tech:3", "旧手机回收前，这四步一步都不能省。"],
      ["seed:doc:law:11", "个人信息被泄露，知道该向谁投诉。"],
      ["seed:doc:finance:7", "买金饰前先问清工费和回收价。"],
      ["seed:doc:tech:8", "政务 App 的大字模式，帮爸妈打开。"],
      ["seed:doc:law:2", "网购收到假货，“退一赔三”怎么主张。"],
      ["seed:svideo:clip-6-law", "一分钟看懂租房合同里的三个坑。"],
      ["seed:doc:law:1", "押金不退别着急，调解的全过程值得一看。"],
    ],
  },
  {
    slug: "editors-week",
    kind: "fly_card",
    title: "一周必看：编辑部的八张卡片",
    description: "左右滑动，一张卡片一个故事。这周编辑部最想推荐给你的八篇内容。",
    scene: "desk",
    items: [
      ["seed:doc:tech:1", "三年、两次流片失败，一颗芯片终于装上量产车。"],
      ["seed:gallery:tech-expo", "从芯片到家用机器人，博览会最值得看的展台。"],
      ["seed:video:culture-1", "闭馆之后，博物馆里的人在忙些什么？"],
      ["seed:doc:finance:2", "房贷利率又降了，算算你的月供能省多少。"],
      ["seed:doc:life:7", "一碗馄饨，一家小店，三十年没变的手艺。"],
      ["seed:doc:culture:4", "一件宋代青瓷，漂泊百年后回到故乡。"],
      ["seed:live:flood-season", "入汛首场强降雨，图文直播记录全城排涝。"],
      ["seed:audio_album:late-desk", "十首 Lo-fi，陪你写完最后一页。"],
    ],
  },
];

type BlockSeed =
  | { type: "banner"; scene: SceneName; title: string; subtitle: string; link: string | null }
  | { type: "rich_text"; html: string }
  | { type: "cards"; title: string; layout: "row" | "grid"; items: string[] }
  | { type: "video"; title: string; item: string }
  | { type: "links"; title: string; links: { label: string; url: string }[] }
  | { type: "image"; scene: SceneName; alt: string; caption: string }
  // A block of a newer CMS that this service does not know: kept when written, left out when read.
  | { type: "poll"; question: string; options: string[] };

type PageSeed = { slug: string; title: string; description: string; blocks: BlockSeed[] };

export const EDITORIAL_PAGES: readonly PageSeed[] = [
  {
    slug: "autumn-city",
    title: "秋日城市生活指南",
    description: "秋天是这座城市最好的季节：吃什么、去哪走走、怎样照顾好自己，一页看完。",
    blocks: [
      {
        type: "banner",
        scene: "fields",
        title: "秋日城市生活指南",
        subtitle: "银杏、徒步、时令菜，和一个不着急的周末",
        link: "/news/topic",
      },
      {
        type: "rich_text",
        html: "<p>立秋过后，早晚的风开始变凉。编辑部把这个季节里<strong>最值得做的几件事</strong>整理成了这一页：厨房里添几样时令菜，周末去郊外走一条山路，再把卧室和身体都照顾好。</p><p>每一项后面都附上了我们写过的详细报道，点开就能看。</p><script>alert('x')</script>",
      },
      {
        type: "cards",
        title: "厨房里的秋天",
        layout: "row",
        items: ["seed:doc:life:1", "seed:doc:life:9", "seed:doc:life:12"],
      },
      { type: "video", title: "看一段周末慢生活", item: "seed:video:life-1" },
      {
        type: "image",
        scene: "plants",
        alt: "阳光下的阳台花架，摆满了盆栽",
        caption: "阳台上的小菜园：入秋后种小葱和菠菜正合适。",
      },
      {
        type: "cards",
        title: "出门走走",
        layout: "grid",
        items: ["seed:doc:life:4", "seed:doc:life:11", "seed:doc:life:14", "seed:video_album:travel-series"],
      },
      {
        type: "links",
        title: "更多去处",
        links: [
          { label: "热门话题", url: "/news/topic" },
          { label: "下载客户端，收藏这份指南", url: "/app" },
          { label: "中国天气网：未来七天预报", url: "https://www.weather.com.cn/" },
        ],
      },
    ],
  },
  {
    slug: "smart-city",
    title: "新能源与智慧城市",
    description: "自动驾驶出租车、光伏清扫机器人、社区里的大模型：技术正在怎样改变我们的城市。",
    blocks: [
      {
        type: "banner",
        scene: "skyline",
        title: "新能源与智慧城市",
        subtitle: "从一块芯片到一座城市的算力",
        link: null,
      },
      {
        type: "rich_text",
        html: "<p>过去一年，这座城市的街头多了几样新东西：夜里也能叫到的<em>自动驾驶出租车</em>，屋顶上自己“洗澡”的光伏板，还有帮物业接报修电话的大模型。</p><p>它们是怎么来的？好不好用？我们挑了几篇最有代表性的报道。</p>",
      },
      {
        type: "poll",
        question: "你最期待哪一项新技术走进生活？",
        options: ["自动驾驶出租车", "社区大模型", "卫星互联网"],
      },
      {
        type: "cards",
        title: "正在发生",
        layout: "grid",
        items: ["seed:doc:tech:12", "seed:doc:tech:9", "seed:doc:tech:5", "seed:doc:tech:2"],
      },
      { type: "video", title: "拆开一台手机看看", item: "seed:video:tech-1" },
      {
        type: "image",
        scene: "circuit",
        alt: "电路板的微距特写",
        caption: "一块车规芯片的电路，放大后像一座城市的街道。",
      },
      {
        type: "cards",
        title: "延伸阅读",
        layout: "row",
        items: ["seed:doc:tech:14", "seed:doc:finance:9", "seed:gallery:tech-expo"],
      },
      {
        type: "links",
        title: "相关链接",
        links: [
          { label: "热门话题", url: "/news/topic" },
          { label: "下载客户端", url: "/app" },
        ],
      },
    ],
  },
];
