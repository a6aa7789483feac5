import { describe, expect, it } from "vitest";
import { maskPhone, normalisePhone } from "./account-constants.ts";
import { CommentTextSchema } from "./comment.ts";
import { InviteCodeSchema } from "./invite.ts";

describe("normalisePhone", () => {
  it.each([
    ["13800138000", "13800138000"],
    [" 138 0013 8000 ", "13800138000"],
    ["138-0013-8000", "13800138000"],
    ["+86 138 0013 8000", "13800138000"],
    ["0086 13800138000", "13800138000"],
    ["86-13800138000", "13800138000"],
    ["(+86) 19912345678", "19912345678"],
  ])("reads %j as %s", (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each(["", "1380013800", "138001380001", "12800138000", "23800138000", "+1 415 555 0100", "86138001380"])(
    "refuses %j",
    (typed) => {
      expect(normalisePhone(typed)).toBeNull();
    },
  );

  it("masks the middle four digits for showing a number to its owner", () => {
    expect(maskPhone("13800138000")).toBe("138****8000");
  });
});

describe("CommentTextSchema", () => {
  it("keeps line breaks, folds runs of blank lines, and trims", () => {
    expect(CommentTextSchema.parse("  第一行\r\n第二行 \r\n\r\n\r\n\r\n第三段  ")).toBe(
      "第一行\n第二行\n\n第三段",
    );
  });

  it("refuses control characters other than the line break, and direction overrides", () => {
    for (const text of ["a\u0000b", "a\tb", "a\u202eb", "a\u2028b"])
      expect(CommentTextSchema.safeParse(text).success).toBe(false);
  });
});

describe("InviteCodeSchema", () => {
  it("reads a code in upper case, whatever case it was typed in", () => {
    expect(InviteCodeSchema.parse(" davmu2026 ")).toBe("DAVMU2026");
    expect(InviteCodeSchema.safeParse("ab").success).toBe(false);
    expect(InviteCodeSchema.safeParse("邀请码邀请码").success).toBe(false);
  });
});
