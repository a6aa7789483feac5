/**
 * The demo mini programs (docs/decisions/0071) as data, their icons and previews, and the writing
 * of each as an item with its program's details.
 */
import type { Database } from "@davmu/content-api/db/schema.ts";
import { insertContent } from "@davmu/content-api/write/write-content.ts";
import type { Kysely } from "kysely";
import type { SceneName } from "./art/scenes.ts";
import { composeBody, summaryOf } from "./compose-body.ts";
import { pictureJob } from "./image-jobs.ts";
import type { ImageJob, RenderedImage } from "./render-images.ts";

const DAY = 24 * 3600;
const ICON = { width: 256, height: 256 } as const;
const PREVIEW = { width: 750, height: 600 } as const;

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

const iconName = (m: MiniProgramSeed) => `seed/mini-programs/${m.key.split(":").at(-1)}-icon`;
const previewName = (m: MiniProgramSeed) => `seed/mini-programs/${m.key.split(":").at(-1)}-preview`;

/** The mini programs' icons and previews, drawn at seed time (docs/decisions/0025). */
export function miniProgramImageJobs(): ImageJob[] {
  return MINI_PROGRAMS.flatMap((m) => [
    pictureJob(iconName(m), m.icon, ICON),
    pictureJob(previewName(m), m.preview, PREVIEW),
  ]);
}

/**
 * Writes the mini programs not there yet, each an item with its program's details; returns how
 * many it added. `mpIds` and `channelIds` name the media accounts' and channels' rows.
 */
export async function seedMiniPrograms(
  db: Kysely<Database>,
  images: Map<string, RenderedImage>,
  now: number,
  { mpIds, channelIds }: { mpIds: Map<string, number>; channelIds: Map<string, number> },
): Promise<number> {
  let added = 0;
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
