import unhomoglyph from "unhomoglyph";

/**
 * Words that hold a comment or danmu for review (docs/decisions/0050): contact-touting spam,
 * gambling, fraud, sexual services and the commonest insults. Small on purpose: a hit is not
 * refused, only kept from others until someone looks, so a false hit costs a delay, not a post.
 */
export const BLOCKED_WORDS: readonly string[] = [
  "加微信",
  // What spam writes for 微信 and QQ when 微信 itself is caught: homophones and nicknames, which no
  // character folding finds.
  "加威信",
  "加薇信",
  "加徽信",
  "加维信",
  "加v信",
  "加wx",
  "加vx",
  "加qq",
  "加扣扣",
  "加企鹅",
  "私聊有惊喜",
  "代开发票",
  "刷单",
  "日结兼职",
  "网赌",
  "博彩",
  "赌场",
  "六合彩",
  "裸聊",
  "约炮",
  "援交",
  "代孕",
  "办证",
  "冰毒",
  "傻逼",
  "煞笔",
  "脑残",
  "草泥马",
  "去死吧",
  "fuck",
];

/**
 * What a filter compares: compatibility forms folded (full-width letters, circled digits), lower
 * case, look-alike letters folded to the one they imitate (Unicode's confusables data, through
 * `unhomoglyph`: a Cyrillic с or a Greek ο inside a Latin word), and spaces, punctuation, symbols
 * and zero-width characters dropped, so 加 微-信, ＶＸ and fuсk meet their words. The words are
 * folded the same way, so a fold that changes a letter (0 and o, l and I) changes both sides.
 */
export function foldForFilter(text: string): string {
  return unhomoglyph(text.normalize("NFKC").toLowerCase())
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}\p{Cf}]/gu, "");
}

export type WordFilter = {
  /** The words `text` contains, folded; none when it may be shown. */
  hits(text: string): string[];
};

/** The built-in words and a deployment's own (CONTENT_API_BLOCKED_WORDS). */
export function createWordFilter(extra: readonly string[] = []): WordFilter {
  const words = [...new Set([...BLOCKED_WORDS, ...extra].map(foldForFilter).filter(Boolean))];
  return {
    hits(text) {
      const folded = foldForFilter(text);
      return words.filter((w) => folded.includes(w));
    },
  };
}
