import type { messages as audioPlayer } from "../../components/audio/audio-player.messages.zh.ts";
import type { circleMessages as circle } from "../../components/circle/circle-messages.zh.ts";
import type { messages as errors } from "../../components/errors/messages.zh.ts";
import type { messages as openApp } from "../../components/open-app/messages.zh.ts";
import type { messages as place } from "../../components/place/messages.zh.ts";
import type { messages as player } from "../../components/player/messages.zh.ts";
import type { messages as account } from "../../routes/account/messages.zh.ts";
import type { messages as activity } from "../../routes/activity/messages.zh.ts";
import type { messages as app } from "../../routes/app/messages.zh.ts";
import type { messages as article } from "../../routes/article/messages.zh.ts";
import type { messages as audio } from "../../routes/audio/messages.zh.ts";
import type { messages as audioAlbum } from "../../routes/audio-album/messages.zh.ts";
import type { messages as auth } from "../../routes/auth/messages.zh.ts";
import type { messages as bar } from "../../routes/bar/messages.zh.ts";
import type { messages as catalogue } from "../../routes/catalogue/messages.zh.ts";
import type { messages as contentModel } from "../../routes/content-model/messages.zh.ts";
import type { messages as flyCard } from "../../routes/fly-card/messages.zh.ts";
import type { messages as gallery } from "../../routes/gallery/messages.zh.ts";
import type { messages as home } from "../../routes/home/messages.zh.ts";
import type { messages as invite } from "../../routes/invite/messages.zh.ts";
import type { messages as lawQuestion } from "../../routes/law-question/messages.zh.ts";
import type { messages as list } from "../../routes/list/messages.zh.ts";
import type { messages as live } from "../../routes/live/messages.zh.ts";
import type { messages as miniProgram } from "../../routes/mini-program/messages.zh.ts";
import type { messages as pc } from "../../routes/pc/messages.zh.ts";
import type { messages as search } from "../../routes/search/messages.zh.ts";
import type { messages as special } from "../../routes/special/messages.zh.ts";
import type { messages as svideo } from "../../routes/svideo/messages.zh.ts";
import type { messages as topic } from "../../routes/topic/messages.zh.ts";
import type { messages as video } from "../../routes/video/messages.zh.ts";
import type { messages as videoAlbum } from "../../routes/video-album/messages.zh.ts";
import type { zhCN } from "./zh-cn.ts";

/**
 * Every text key: the shared ones, each screen's own (a new screen adds its messages here) and
 * those of the parts of a page that come after idle with their own texts (page-parts.ts).
 */
export type MessageKey =
  | keyof typeof zhCN
  | keyof typeof errors
  | keyof typeof openApp
  | keyof typeof place
  | keyof typeof player
  | keyof typeof audioPlayer
  | keyof typeof home
  | keyof typeof article
  | keyof typeof pc
  | keyof typeof app
  | keyof typeof video
  | keyof typeof audio
  | keyof typeof audioAlbum
  | keyof typeof videoAlbum
  | keyof typeof svideo
  | keyof typeof gallery
  | keyof typeof auth
  | keyof typeof search
  | keyof typeof invite
  | keyof typeof account
  | keyof typeof bar
  | keyof typeof topic
  | keyof typeof live
  | keyof typeof circle
  | keyof typeof lawQuestion
  | keyof typeof catalogue
  | keyof typeof special
  | keyof typeof list
  | keyof typeof flyCard
  | keyof typeof contentModel
  | keyof typeof activity
  | keyof typeof miniProgram;

export type Messages = Partial<Record<MessageKey, string>>;

/**
 * The texts loaded so far, per locale code. The server holds every locale; a page in the browser
 * holds only its own locale's shared texts and those of the screens it has shown (load-messages.ts).
 */
const CATALOG: Record<string, Messages> = {};

/** The same texts by part (`shared.zh`, `article.en`), as they were added. */
const PARTS = new Map<string, Messages>();

export function addMessages(code: string, part: string, messages: Messages): void {
  CATALOG[code] = { ...CATALOG[code], ...messages };
  PARTS.set(part, messages);
}

export function messagesOfPart(part: string): Messages | undefined {
  return PARTS.get(part);
}

export function lookupMessage(code: string, key: MessageKey): string | undefined {
  return CATALOG[code]?.[key];
}
