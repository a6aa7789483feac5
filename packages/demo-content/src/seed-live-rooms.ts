/**
 * The demo live rooms (docs/decisions/0063) as data: each room's words, schedule, columns, what it
 * plays, its live blog's posts, chat and counts; and the upcoming room's delay and length.
 */
import type { SceneName } from "./art/scenes.ts";

export const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Minutes after the seed that the upcoming demo room starts, unless configured. */
export const DEMO_LIVE_DELAY_MINUTES = 6;
/** The seed's room that is always to come (demo-schedule.ts keeps it so), and how long it runs. */
export const DEMO_UPCOMING_ROOM_KEY = "seed:live:night-market";
export const DEMO_UPCOMING_ROOM_MINUTES = 90;

type LiveColumnSeed = { name: string; type: "chat" | "intro" | "link" | "playlist"; chat?: boolean };
type LivePostSeed = { text: string; scene?: SceneName };

/** One demo room: its words, its schedule relative to the seed's clock, and what it plays. */
export type LiveRoomSeed = {
  key: string;
  layout: "image" | "landscape" | "portrait";
  channel: string;
  mp: string;
  title: string;
  body: string;
  keywords: string[];
  cover: SceneName;
  /** Seconds from the seed's clock; negative is before it. */
  start: number;
  /** Seconds from the seed's clock; null for a room that runs on. */
  end: number | null;
  countdown: { label: string; style: "blocks" | "text" } | null;
  reservation: string | null;
  disclaimer: string | null;
  columns: LiveColumnSeed[];
  /** The demo video looped as the live stream (media plan key, lowest rendition). */
  stream: { video: string; from: "videos" | "clips" } | null;
  /** A short demo clip shown before the start as the room's notice (trailer), with its label. */
  notice?: { video: string; label: string };
  /** The demo video that is the room's replay. */
  replay: { video: string; name: string } | null;
  /** A live blog's posts, one every `postEvery` seconds from the start. */
  posts: LivePostSeed[];
  postEvery: number;
  /** What viewers said in the chat before the seed, oldest first. */
  chat?: string[];
  counts: { view: number; like: number; share: number; live: number; online: number };
};

/**
 * The demo rooms (docs/decisions/0063): one live now with a stream that moves, one that starts a
 * few minutes after the seed (its countdown can be watched turning into the room), one ended with
 * its replay, and a picture-and-text live blog whose posts keep arriving after the seed.
 */
export const LIVE_ROOMS: readonly LiveRoomSeed[] = [
  {
    key: "seed:live:marathon",
    layout: "landscape",
    channel: "sports",
    mp: "运动星球",
    title: "直播｜江城半程马拉松：两万跑者沿江开跑",
    body: [
      "清晨七点半，两万名跑者从江滩公园出发，沿滨江绿道跑向长江大桥，再折返穿过老城的梧桐街区。",
      "本场直播全程跟拍领跑集团，并在 10 公里、15 公里两个补给站设有机位，解说嘉宾是两位前国家队长跑运动员。",
      "赛道沿线交通管制至中午十二点，地铁 2 号线加开早班车，观赛请留意现场志愿者引导。",
    ].join("\n"),
    keywords: ["全民健身", "马拉松"],
    cover: "track",
    start: -40 * MINUTE,
    end: null,
    countdown: null,
    reservation: null,
    disclaimer: "直播画面由主办方提供，比赛成绩以组委会公布为准。",
    columns: [
      { name: "聊天", type: "chat", chat: true },
      { name: "简介", type: "intro" },
    ],
    stream: { video: "sports-1", from: "videos" },
    replay: null,
    posts: [],
    postEvery: 0,
    chat: [
      "来了来了，在江滩边上看直播",
      "领跑的那位配速好稳",
      "我家楼下就是 10 公里补给站，加油声好大",
      "今年天气比去年凉快，适合跑",
      "解说嘉宾讲得很专业",
      "第一次跑半马的朋友量力而行啊",
      "大桥那段风好大",
      "梧桐街区那段太美了，明年我也报名",
      "志愿者辛苦了！",
      "有人知道关门时间是几点吗",
      "三小时关门，官方手册里写了",
      "冲啊！",
    ],
    counts: { view: 128_430, like: 36_218, share: 2_417, live: 1, online: 4_862 },
  },
  {
    key: DEMO_UPCOMING_ROOM_KEY,
    layout: "portrait",
    channel: "life",
    mp: "生活研究所",
    // No "开播预告" in the title: the demo room goes live and ends at every round (demo-schedule.ts),
    // and its badge says which it is.
    title: "跟着摊主逛夜市：五块钱能吃到什么",
    body: [
      "天一黑，城南夜市的两百多个摊位陆续亮灯。主播阿满带着手机，从糖水铺一路吃到烧烤摊。",
      "直播里会问问摊主的进货价、一晚能卖多少份，也会试吃观众点名的摊位。",
      "开播前预约，开播时会收到提醒；没有账号也可以把开播时间加进手机日历。",
    ].join("\n"),
    keywords: ["家常菜", "夜市"],
    cover: "food",
    start: DEMO_LIVE_DELAY_MINUTES * MINUTE,
    end: (DEMO_LIVE_DELAY_MINUTES + DEMO_UPCOMING_ROOM_MINUTES) * MINUTE,
    countdown: { label: "距离开播还有", style: "blocks" },
    reservation: "预约直播",
    disclaimer: null,
    columns: [
      { name: "聊天", type: "chat", chat: true },
      { name: "简介", type: "intro" },
    ],
    stream: { video: "clip-5-life", from: "clips" },
    notice: { video: "clip-8-life", label: "预告｜三分钟看完今晚要逛的摊位" },
    replay: null,
    posts: [],
    postEvery: 0,
    counts: { view: 9_604, like: 1_288, share: 312, live: 0, online: 0 },
  },
  {
    key: "seed:live:opera",
    layout: "landscape",
    channel: "culture",
    mp: "文博有约",
    title: "回放｜昆曲《牡丹亭》青春版：大剧院首演夜",
    body: [
      "这是上周六晚大剧院首演的完整回放。九十分钟的精华版保留了《游园》《惊梦》《寻梦》三折。",
      "演出结束后，主演和剧团的老艺术家在后台接受了采访，聊了二十年来这出戏怎样一代代传下去。",
    ].join("\n"),
    keywords: ["博物馆", "昆曲"],
    cover: "stage",
    start: -6 * DAY,
    end: -6 * DAY + 2 * HOUR,
    countdown: null,
    reservation: null,
    disclaimer: "本回放仅供个人观看，未经许可请勿录制传播。",
    columns: [
      { name: "回放", type: "playlist" },
      { name: "简介", type: "intro" },
    ],
    stream: null,
    replay: { video: "culture-1", name: "首演夜完整回放" },
    posts: [],
    postEvery: 0,
    counts: { view: 56_120, like: 8_934, share: 1_206, live: 1, online: 0 },
  },
  {
    key: "seed:live:flood-season",
    layout: "image",
    channel: "news",
    mp: "江畔晨报",
    title: "图文直播｜入汛首场强降雨：全城排涝进行时",
    body: [
      "气象台今天凌晨发布暴雨橙色预警，预计午后到夜间累计雨量 80 至 120 毫米。",
      "本报记者分赴低洼路段、地铁口和排涝泵站，随时更新现场情况。出行前请先看这里。",
    ].join("\n"),
    keywords: ["城市更新", "防汛"],
    cover: "street",
    start: -70 * MINUTE,
    end: 5 * HOUR,
    countdown: null,
    reservation: null,
    disclaimer: null,
    columns: [
      { name: "聊天", type: "chat", chat: true },
      { name: "简介", type: "intro" },
    ],
    stream: null,
    replay: null,
    postEvery: 15 * MINUTE,
    posts: [
      { text: "【预警】暴雨橙色预警生效。市防汛指挥部启动三级应急响应，全市 46 座排涝泵站已预降水位。" },
      {
        text: "【现场】建设大道与新华路交叉口，排水工人正在清理雨水箅子上的落叶，这一路段去年曾积水半米。",
        scene: "street",
      },
      {
        text: "地铁集团：2 号线、4 号线 12 个低洼站口已备好防汛挡板，雨量达到预警值即安装，届时请走其他出口。",
      },
      { text: "【提醒】中小学今天正常上课，午后如降雨加强，学校将视情况推迟放学，请家长留意班级通知。" },
      {
        text: "【现场】汉江泵站，六台机组中已有四台开机运行，值班站长说每小时能排出约 30 万立方米的水。",
        scene: "containers",
      },
      { text: "公交集团：受积水影响，301 路、532 路临时绕行解放大道，恢复时间另行通知。" },
      { text: "【数据】截至目前，全市平均降雨量 23 毫米，最大点雨量出现在东湖站，达 61 毫米。" },
      {
        text: "【现场】滨江公园亲水平台已封闭，保安在入口处劝离拍照的市民。江水比昨天上涨了约 40 厘米。",
        scene: "sea",
      },
      { text: "市民求助：青年路某小区地下车库进水。消防救援站已派出两台抽水泵，目前水位正在下降。" },
      { text: "【提醒】打雷时请远离广告牌、行道树和积水中的电线杆，开车遇到深水路段不要强行通过。" },
      { text: "气象台最新消息：雨带正缓慢东移，傍晚前后我市雨势将逐渐减弱，夜间转为小到中雨。" },
      {
        text: "【现场】长江大桥桥头，雨小了，下班的车流正在恢复，桥下的排涝明渠水位明显回落。",
        scene: "skyline",
      },
    ],
    counts: { view: 34_776, like: 2_145, share: 988, live: 1, online: 1_350 },
    chat: [
      "光谷这边雨也很大，出门记得带伞",
      "地铁站口的挡板已经装上了",
      "感谢记者冒雨报道",
      "孩子学校刚发通知，推迟一小时放学",
      "二七路积水了吗？要开车经过",
    ],
  },
];
