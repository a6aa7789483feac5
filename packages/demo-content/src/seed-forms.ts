import type { Database } from "@davmu/content-api/db/schema.ts";
import { insertContent } from "@davmu/content-api/write/write-content.ts";
import type { FormField } from "@davmu/contract";
import type { Kysely } from "kysely";
import { drawPicture } from "./art/picture.ts";
import type { SceneName } from "./art/scenes.ts";
import { composeBody, summaryOf } from "./compose-body.ts";
import type { ImageJob, RenderedImage } from "./render-images.ts";

const DAY = 24 * 3600;
const BANNER = { width: 750, height: 400 } as const;
const ICON = { width: 256, height: 256 } as const;
const PREVIEW = { width: 750, height: 600 } as const;

type ActivitySeed = {
  key: string;
  title: string;
  mp: string | null;
  organiser: string;
  place: string;
  description: string[];
  banner: SceneName;
  /** China days from the seed's day, and the hour of that day (China time) it starts at. */
  start: number;
  startHour: number;
  hours: number;
  /** China days from the seed's day; sign-up closes at 20:00 that day. */
  deadline: number;
  capacity: number | null;
  signedUp: number;
  fields: FormField[];
};

/**
 * The demo activities (docs/decisions/0070): a half marathon's sign-up with every kind of field,
 * a parents' lecture two places from full, and a volunteer call whose sign-up has closed.
 */
export const ACTIVITIES: readonly ActivitySeed[] = [
  {
    key: "seed:activity:half-marathon",
    title: "2026 滨江社区半程马拉松 · 大众组报名",
    mp: "运动星球",
    organiser: "滨江街道办事处 · 运动星球",
    place: "滨江公园南门广场（地铁 2 号线江滩站 B 口）",
    description: [
      "今年的社区半马沿滨江绿道设置 21.0975 公里赛道，从南门广场出发，经过三座跨江步行桥，在老船厂文化园折返。",
      "大众组面向 18 至 65 周岁、身体健康的居民，报名免费。完赛者可领取纪念奖牌和一份由沿线小店提供的早餐券。",
      "赛道每 2.5 公里设补给点，另有 6 个医疗点和收容车。请按实填写紧急联系人，比赛当天会用到。",
      "报名提交后不可修改，如需退赛请在赛前三天联系组委会。",
    ],
    banner: "track",
    start: 24,
    startHour: 7.5,
    hours: 5,
    deadline: 14,
    capacity: 3000,
    signedUp: 1286,
    fields: [
      {
        key: "name",
        label: "姓名",
        type: "text",
        required: true,
        min_length: 2,
        max_length: 20,
        hint: "与身份证上的姓名一致",
      },
      {
        key: "phone",
        label: "手机号",
        type: "phone",
        required: true,
        hint: "赛前通知和检录短信会发到这个号码",
      },
      {
        key: "gender",
        label: "性别",
        type: "single",
        required: true,
        options: [
          { value: "female", label: "女" },
          { value: "male", label: "男" },
        ],
      },
      {
        key: "birthday",
        label: "出生日期",
        type: "date",
        required: true,
        min: "1961-01-01",
        max: "2008-12-31",
      },
      {
        key: "size",
        label: "参赛服尺码",
        type: "single",
        required: true,
        options: [
          { value: "s", label: "S（160）" },
          { value: "m", label: "M（170）" },
          { value: "l", label: "L（175）" },
          { value: "xl", label: "XL（180）" },
        ],
      },
      {
        key: "experience",
        label: "跑步经历",
        type: "multiple",
        required: false,
        max_select: 3,
        options: [
          { value: "first", label: "第一次跑半马" },
          { value: "ten_k", label: "跑过 10 公里" },
          { value: "half", label: "跑过半程马拉松" },
          { value: "full", label: "跑过全程马拉松" },
        ],
      },
      { key: "emergency", label: "紧急联系人电话", type: "phone", required: true },
      {
        key: "certificate",
        label: "近一年完赛证书截图",
        type: "image",
        required: false,
        max_bytes: 2 * 1024 * 1024,
        accept: ["image/jpeg", "image/png", "image/webp"],
        hint: "可选，JPG、PNG 或 WebP，不超过 2 MB；有证书的跑者优先分到前排出发区",
      },
      {
        key: "note",
        label: "想对组委会说的话",
        type: "text",
        required: false,
        max_length: 200,
        multiline: true,
      },
    ],
  },
  {
    key: "seed:activity:parents-lecture",
    title: "家长课堂｜孩子沉迷短视频怎么办？青少年心理医生面对面",
    mp: "生活研究所",
    organiser: "市妇幼保健院儿童心理科 · 生活研究所",
    place: "城南社区文化中心二楼多功能厅",
    description: [
      "周末晚上刷到十一点、作业拖着不写、一收手机就发脾气——这是最近后台留言里家长问得最多的问题。",
      "我们请到市妇幼保健院儿童心理科的主治医生，用一个半小时讲清楚：短视频为什么让孩子停不下来，家长可以怎样和孩子一起定规则。",
      "讲座后留有半小时答疑，可以提前在报名表里写下你最想问的问题。现场名额有限，请报名后准时到场。",
    ],
    banner: "interior",
    start: 6,
    startHour: 19.5,
    hours: 1.5,
    deadline: 5,
    capacity: 120,
    signedUp: 118,
    fields: [
      {
        key: "name",
        label: "家长称呼",
        type: "text",
        required: true,
        min_length: 1,
        max_length: 12,
        hint: "如：王女士",
      },
      { key: "phone", label: "联系电话", type: "phone", required: true },
      {
        key: "grade",
        label: "孩子所在年级",
        type: "single",
        required: true,
        options: [
          { value: "primary_low", label: "小学一至三年级" },
          { value: "primary_high", label: "小学四至六年级" },
          { value: "junior", label: "初中" },
          { value: "senior", label: "高中" },
        ],
      },
      {
        key: "question",
        label: "最想问医生的问题",
        type: "text",
        required: false,
        max_length: 150,
        multiline: true,
      },
    ],
  },
  {
    key: "seed:activity:swap-market",
    title: "旧物交换市集志愿者招募（第三期）",
    mp: null,
    organiser: "梧桐里社区居委会",
    place: "梧桐里社区中心广场",
    description: [
      "第三期旧物交换市集将在梧桐里社区中心广场举办，预计有六十多个摊位，交换图书、玩具、小家电和闲置衣物。",
      "我们需要志愿者帮忙布置场地、登记交换物品、引导居民和收尾清扫。每位志愿者可获得 4 小时志愿服务时长证明。",
    ],
    banner: "street",
    start: -3,
    startHour: 8,
    hours: 8,
    deadline: -6,
    capacity: 40,
    signedUp: 37,
    fields: [
      { key: "name", label: "姓名", type: "text", required: true, min_length: 2, max_length: 20 },
      { key: "phone", label: "手机号", type: "phone", required: true },
      {
        key: "shift",
        label: "可以参加的时段",
        type: "multiple",
        required: true,
        options: [
          { value: "morning", label: "上午布置（8:00-10:00）" },
          { value: "midday", label: "市集进行中（10:00-14:00）" },
          { value: "evening", label: "收尾清扫（14:00-16:00）" },
        ],
      },
    ],
  },
];

type MiniProgramSeed = {
  key: string;
  title: string;
  body: string;
  channel: string;
  mp: string | null;
  appid: string;
  username: string;
  path: string;
  icon: SceneName;
  preview: SceneName;
  keywords: string[];
  counts: { view: number; like: number; share: number };
};

/** The demo mini programs (docs/decisions/0071): what the site's readers are sent on to. */
export const MINI_PROGRAMS: readonly MiniProgramSeed[] = [
  {
    key: "seed:mini-program:bus",
    title: "大目公交实时到站",
    body: [
      "输入线路或站名，就能看到下一班车还有几站、大约几分钟到，地图上还能看到车辆实时位置。",
      "支持收藏常用站点，早高峰打开就能看到上班那趟车；末班车前半小时会提醒。",
    ].join("\n"),
    channel: "life",
    mp: "城市观察",
    appid: "wx8c3d5e7f9a1b2c4d",
    username: "gh_3f6a9c2e5b8d",
    path: "pages/index/index?from=share",
    icon: "street",
    preview: "skyline",
    keywords: ["出行", "公交"],
    counts: { view: 48_213, like: 1_906, share: 733 },
  },
  {
    key: "seed:mini-program:canteen",
    title: "小城食记 · 社区食堂点餐",
    body: [
      "街道社区食堂的线上窗口：每天上午十点前公布当日菜单，60 岁以上老人凭身份登记享受助餐优惠。",
      "可以提前点好午餐到店自取，也能查看每道菜的配料和过敏原提示。",
    ].join("\n"),
    channel: "life",
    mp: "小城食记",
    appid: "wx2e4f6a8c0b1d3e5f",
    username: "gh_7b1e4d8a2c6f",
    path: "pages/menu/today?source=davmu",
    icon: "food",
    preview: "food",
    keywords: ["家常菜", "社区食堂"],
    counts: { view: 12_580, like: 864, share: 215 },
  },
];

/** Seconds of `hour` (China time) on the China day `days` after the one `now` falls on. */
function chinaTime(now: number, days: number, hour: number): number {
  const offset = 8 * 3600;
  const dayStart = Math.floor((now + offset) / DAY) * DAY - offset;
  return dayStart + days * DAY + Math.round(hour * 3600);
}

const bannerName = (a: ActivitySeed) => `seed/activities/${a.key.split(":").at(-1)}`;
const iconName = (m: MiniProgramSeed) => `seed/mini-programs/${m.key.split(":").at(-1)}-icon`;
const previewName = (m: MiniProgramSeed) => `seed/mini-programs/${m.key.split(":").at(-1)}-preview`;

/** The pictures of the activities and mini programs, drawn at seed time (docs/decisions/0025). */
export function formImageJobs(): ImageJob[] {
  const job = (name: string, scene: SceneName, size: { width: number; height: number }): ImageJob => ({
    name,
    svg: drawPicture({ ...size, scene, key: name }),
    format: "jpeg",
    ...size,
  });
  return [
    ...ACTIVITIES.map((a) => job(bannerName(a), a.banner, BANNER)),
    ...MINI_PROGRAMS.flatMap((m) => [
      job(iconName(m), m.icon, ICON),
      job(previewName(m), m.preview, PREVIEW),
    ]),
  ];
}

/** Writes the activities and mini programs not there yet; returns how many it added. */
export async function seedForms(
  db: Kysely<Database>,
  images: Map<string, RenderedImage>,
  now: number,
): Promise<number> {
  const mpIds = new Map(
    (await db.selectFrom("media_accounts").select(["id", "name"]).execute()).map((m) => [m.name, m.id]),
  );
  const channelIds = new Map(
    (await db.selectFrom("channels").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );
  let added = 0;
  for (const a of ACTIVITIES) {
    const banner = images.get(bannerName(a))!;
    const start = chinaTime(now, a.start, a.startHour);
    const inserted = await db
      .insertInto("activities")
      .values({
        source_key: a.key,
        title: a.title,
        banner_url: banner.url,
        banner_width: banner.width,
        banner_height: banner.height,
        start_time: start,
        end_time: start + Math.round(a.hours * 3600),
        place: a.place,
        organiser: a.organiser,
        mp_id: a.mp ? (mpIds.get(a.mp) ?? null) : null,
        description: a.description.join("\n"),
        capacity: a.capacity,
        signup_count: a.signedUp,
        deadline: chinaTime(now, a.deadline, 20),
        fields: JSON.stringify(a.fields),
        created_at: now - 3 * DAY,
      })
      .onConflict((oc) => oc.column("source_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) added++;
  }
  for (const [n, m] of MINI_PROGRAMS.entries()) {
    const preview = images.get(previewName(m))!;
    const icon = images.get(iconName(m))!;
    const published = now - (n + 2) * DAY;
    const id = await insertContent(db, {
      source_key: m.key,
      type: "mini_program",
      status: "published",
      title: m.title,
      summary: summaryOf(m.body),
      body_html: composeBody(m.body, []),
      cover_url: preview.url,
      cover_width: preview.width,
      cover_height: preview.height,
      channel_id: channelIds.get(m.channel) ?? null,
      mp_id: m.mp ? (mpIds.get(m.mp) ?? null) : null,
      author: m.mp,
      keywords: m.keywords,
      publish_time: published,
      update_time: published,
      view_count: m.counts.view,
      like_count: m.counts.like,
      collect_count: Math.round(m.counts.like / 6),
      share_count: m.counts.share,
      duration: null,
    });
    if (id === null) continue;
    added++;
    await db
      .insertInto("mini_programs")
      .values({
        content_id: id,
        appid: m.appid,
        username: m.username,
        path: m.path,
        icon_url: icon.url,
        icon_width: icon.width,
        icon_height: icon.height,
      })
      .execute();
  }
  return added;
}
