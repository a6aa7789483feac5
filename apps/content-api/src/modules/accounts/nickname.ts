import { randomInt } from "node:crypto";

const WHO = ["早起的", "爱散步的", "读书的", "不加班的", "会做饭的", "去旅行的", "看海的", "追剧的"];
const WHAT = [
  "柠檬",
  "海豚",
  "松鼠",
  "向日葵",
  "橘猫",
  "白鸽",
  "竹子",
  "山雀",
  "云朵",
  "鲸鱼",
  "小鹿",
  "橙子",
];

/** A new user's nickname until they choose one: "早起的柠檬2718". Not unique; ids are. */
export function generatedNickname(): string {
  const who = WHO[randomInt(WHO.length)]!;
  const what = WHAT[randomInt(WHAT.length)]!;
  return `${who}${what}${randomInt(1000, 10_000)}`;
}
