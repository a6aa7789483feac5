/** The embedded player's own texts in Chinese, the default locale. */
export const messages = {
  "embed.openFull": "在{site}打开",
  "embed.episodes": "共 {n} 集",
  "embed.tracks": "共 {n} 首",
} as const;

export type EmbedMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    embed: typeof messages;
  }
}
