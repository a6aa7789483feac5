import { describe, expect, it } from "vitest";
import { CommentTextSchema } from "./comment.ts";
import { DanmuTextSchema } from "./danmu.ts";
import { type FormField, formValuesSchema } from "./forms.ts";
import { LiveChatSendSchema } from "./live.ts";
import { SearchQuerySchema, searchKeywordOf } from "./search.ts";
import { isCleanLine, isCleanText } from "./user-text.ts";

/** Each kind the rule refuses: NUL, a bell, a tab, a separator, an override, an isolate. */
const UNCLEAN = ["张\u0000三", "张\u0007三", "张\t三", "张\u2028三", "张\u202e三", "张\u2066三\u2069"];

describe("the rule of every user text", () => {
  it("refuses control characters, separators and direction overrides; a comment alone keeps its line breaks", () => {
    for (const text of UNCLEAN) {
      expect(isCleanLine(text), JSON.stringify(text)).toBe(false);
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
    }
    expect(isCleanLine("张三 Zhang, 🙂 ①")).toBe(true);
    expect(isCleanLine("第一行\n第二行")).toBe(false);
    expect(isCleanText("第一行\n第二行")).toBe(true);
  });

  it("is the rule of comments, danmu, live chat, form answers and searches alike", () => {
    const name: FormField = { key: "name", label: "姓名", type: "text", required: true, max_length: 20 };
    const note: FormField = { ...name, key: "note", label: "备注", max_length: 200, multiline: true };
    const form = formValuesSchema([name, note]);
    for (const text of UNCLEAN) {
      expect(CommentTextSchema.safeParse(text).success).toBe(false);
      expect(DanmuTextSchema.safeParse(text).success).toBe(false);
      expect(LiveChatSendSchema.safeParse({ text }).success).toBe(false);
      expect(form.safeParse({ name: text, note: "好" }).success).toBe(false);
      expect(form.safeParse({ name: "张三", note: text }).success).toBe(false);
    }
    expect(form.safeParse({ name: "张三", note: "第一行\n第二行" }).success).toBe(true);
    expect(form.safeParse({ name: "张\n三", note: "好" }).success).toBe(false);
  });

  it("in a search, takes any white space for a space and refuses the rest; the site leaves the rest out", () => {
    for (const keyword of ["张\u0000三", "张\u0007三", "张\u202e三", "张\u2066三\u2069"])
      expect(SearchQuerySchema.safeParse({ keyword }).success, JSON.stringify(keyword)).toBe(false);
    for (const keyword of ["地铁\t早高峰", "地铁\u2028早高峰", " 地铁\r\n早高峰 "])
      expect(SearchQuerySchema.parse({ keyword }).keyword).toBe("地铁 早高峰");
    expect(searchKeywordOf("地\u0000铁\u202e\t早高峰\u0007")).toBe("地铁 早高峰");
    expect(SearchQuerySchema.parse({ keyword: searchKeywordOf("地\u0000铁\u202e") }).keyword).toBe("地铁");
  });
});
