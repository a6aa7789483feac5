import { addMessages, type Messages } from "./catalog.ts";
import { enUS } from "./en-us.ts";
import { registerWordsFormatters } from "./format.ts";
import { wordsFormatters } from "./format-words.ts";
import { laterPartOfFile } from "./later-parts.ts";
import { zhCN } from "./zh-cn.ts";

const SCREEN_MESSAGES = import.meta.glob<Messages>("../../routes/*/messages.*.ts", {
  import: "messages",
  eager: true,
});

/** Texts of the parts of a page that load theirs after idle (`loadLaterPart`, load-messages.ts). */
const LATER_MESSAGES = import.meta.glob<Messages>(
  ["../../components/*/messages.*.ts", "../../components/*/*.messages.*.ts"],
  { import: "messages", eager: true },
);

let registered = false;

/**
 * On the server (and in tests): every locale's texts in the catalogue, and the other locales'
 * formatters, once. The server renders any page in any locale; only the browser loads texts page
 * by page (load-messages.ts) and those formatters with a page in another locale (format.ts).
 */
export function registerAllMessages(): void {
  if (registered) return;
  registered = true;
  registerWordsFormatters(wordsFormatters);
  addMessages("zh", "shared.zh", zhCN);
  addMessages("en", "shared.en", enUS);
  for (const [file, messages] of Object.entries(SCREEN_MESSAGES)) {
    const [, folder, code] = /routes\/([\w-]+)\/messages\.(\w+)\.ts$/.exec(file) ?? [];
    if (folder && code) addMessages(code, `${folder}.${code}`, messages);
  }
  for (const [file, messages] of Object.entries(LATER_MESSAGES)) {
    const part = laterPartOfFile(file);
    if (part) addMessages(part.code, `${part.name}.${part.code}`, messages);
  }
}
