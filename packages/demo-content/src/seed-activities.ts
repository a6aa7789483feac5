/**
 * The demo activities (docs/decisions/0070) as data: each one's page, schedule, places and sign-up
 * form; seed-forms.ts writes them.
 */
import type { FormField } from "@davmu/contract";
import type { SceneName } from "./art/scenes.ts";

export type ActivitySeed = {
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
