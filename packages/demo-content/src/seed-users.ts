import type { Database } from "@davmu/content-api/db/schema.ts";
import { defaultAvatarRef } from "@davmu/content-api/modules/accounts/avatars.ts";
import type { Kysely } from "kysely";

/** The readers the demo comments are by: nicknames as people choose them, none with a phone. */
export const COMMENTERS: readonly string[] = [
  "江边看云",
  "老周在路上",
  "豆豆妈妈",
  "阿杰不熬夜",
  "林间小鹿",
  "一只小透明",
  "南方有嘉木",
  "晚风吹过的街",
  "胖虎爱跑步",
  "程序员小王",
  "星河滚烫",
  "北漂十年",
  "陈阿姨的菜园",
  "喵星人铲屎官",
  "山野拾光",
  "抹茶拿铁少冰",
  "追风的少年",
  "青柠不加糖",
  "老张说两句",
  "西瓜最甜那块",
  "半夏微凉",
  "雨后初晴",
  "野生会计",
  "考研上岸的猫",
  "退休老李",
  "番茄炒蛋盖饭",
  "大橘为重",
  "城东二毛",
  "咸鱼翻身中",
  "周末去爬山",
  "海盐芝士",
  "月亮不睡我不睡",
  "书虫小葵",
  "骑单车的鹿",
  "桃子汽水",
  "风吹麦浪",
  "夜跑打卡第300天",
  "老城区原住民",
  "爱吃辣的湘妹子",
  "小学数学老师",
  "快递小哥阿明",
  "律所实习生",
  "沪漂小陈",
  "摄影爱好者老孙",
  "宝妈日记",
  "硬核老爸",
  "早睡早起身体好",
  "三分钟热度",
  "木子李",
  "不吃香菜",
  "听雨轩主人",
  "稻香",
  "吃货阿珍",
  "深夜食堂常客",
  "Tracy林",
  "Kevin_周",
];

/**
 * The demo user: a number that logs in like any other (its code goes where the SMS provider sends
 * it: the development outbox by default), holding the demo invitation code.
 */
export const DEMO_USER = { phone: "13800138000", nickname: "大目体验官" } as const;

/** The demo user's invitation code, and the readers who registered with it. */
export const DEMO_INVITATION = {
  code: "DAVMU2026",
  maxUses: 100,
  invited: ["桃子汽水", "书虫小葵", "Kevin_周"],
} as const;

/**
 * Writes the commenters and the demo user that are not there yet; returns the commenters' ids in
 * the order above, the demo user's id and how many users were new.
 */
export async function seedUsers(
  db: Kysely<Database>,
  now: number,
): Promise<{ commenters: number[]; demoUserId: number; added: number }> {
  const existing = new Map(
    (
      await db
        .selectFrom("users")
        .select(["id", "nickname"])
        .where("phone", "is", null)
        .where("nickname", "in", COMMENTERS)
        .execute()
    ).map((u) => [u.nickname, u.id]),
  );
  const missing = COMMENTERS.map((nickname, n) => ({ nickname, n })).filter((c) => !existing.has(c.nickname));
  if (missing.length > 0) {
    const rows = await db
      .insertInto("users")
      .values(
        missing.map(({ nickname, n }) => ({
          nickname,
          avatar: defaultAvatarRef(n),
          // Joined over the last year, some long ago.
          created_at: now - (30 + ((n * 37) % 330)) * 24 * 3600,
        })),
      )
      .returning(["id", "nickname"])
      .execute();
    for (const row of rows) existing.set(row.nickname, row.id);
  }
  const demo = await db
    .insertInto("users")
    .values({ ...DEMO_USER, avatar: defaultAvatarRef(3), created_at: now - 90 * 24 * 3600 })
    .onConflict((oc) => oc.column("phone").doNothing())
    .returning("id")
    .executeTakeFirst();
  const demoUserId =
    demo?.id ??
    (await db.selectFrom("users").select("id").where("phone", "=", DEMO_USER.phone).executeTakeFirstOrThrow())
      .id;
  return {
    commenters: COMMENTERS.map((nickname) => existing.get(nickname)!),
    demoUserId,
    added: missing.length + (demo ? 1 : 0),
  };
}

/**
 * The demo user's invitation and the readers who registered with it, days apart; nothing when the
 * code is there already. Returns whether it was new.
 */
export async function seedInvitation(
  db: Kysely<Database>,
  input: { demoUserId: number; commenters: readonly number[]; now: number },
): Promise<boolean> {
  const invited = DEMO_INVITATION.invited.map((nickname) => input.commenters[COMMENTERS.indexOf(nickname)]!);
  const added = await db
    .insertInto("invitations")
    .values({
      code: DEMO_INVITATION.code,
      inviter_id: input.demoUserId,
      max_uses: DEMO_INVITATION.maxUses,
      used_count: invited.length,
      created_at: input.now - 60 * 24 * 3600,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("code")
    .executeTakeFirst();
  if (!added) return false;
  await db
    .insertInto("invitation_redemptions")
    .values(
      invited.map((userId, n) => ({
        user_id: userId,
        code: DEMO_INVITATION.code,
        redeemed_at: input.now - (40 - n * 12) * 24 * 3600,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}
