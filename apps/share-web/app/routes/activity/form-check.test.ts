import type { FormField } from "@davmu/contract/client";
import { describe, expect, it } from "vitest";
import { registerAllMessages } from "../../platform/i18n/all-messages.server.ts";
import { LOCALES, translator } from "../../platform/i18n/locales.ts";
import { weixinScheme } from "../mini-program/mini-program-links.ts";
import { checkForm, cleanValues } from "./form-check.ts";

registerAllMessages();
const [zh, en] = LOCALES.map(translator) as [ReturnType<typeof translator>, ReturnType<typeof translator>];

const fields: FormField[] = [
  { key: "name", label: "姓名", type: "text", required: true, min_length: 2, max_length: 20 },
  { key: "phone", label: "手机号", type: "phone", required: true },
  {
    key: "size",
    label: "尺码",
    type: "single",
    required: true,
    options: [
      { value: "s", label: "S" },
      { value: "m", label: "M" },
    ],
  },
  { key: "day", label: "日期", type: "date", required: false, min: "2026-01-01" },
];

describe("the form's check in the page", () => {
  it("gives each field's first problem in the page's words, in the form's order", async () => {
    const errors = await checkForm(fields, { name: " 林 ", phone: "138 1234 567", day: "2025-12-31" }, zh);
    expect(Object.entries(errors)).toEqual([
      ["name", "姓名至少 2 个字"],
      ["phone", "请填写 11 位中国大陆手机号"],
      ["size", "请选择尺码"],
      ["day", "日期不在可选的日期范围内"],
    ]);
    expect((await checkForm(fields, {}, en)).name).toBe("Fill in 姓名");
  });

  it("passes good answers, sent trimmed and without the spaces of a phone number", async () => {
    const values = { name: " 林晓雨 ", phone: "138 1234 5678", size: "m", day: "" };
    expect(await checkForm(fields, values, zh)).toEqual({});
    expect(cleanValues(fields, values)).toEqual({ name: "林晓雨", phone: "13812345678", size: "m" });
  });
});

describe("weixinScheme", () => {
  it("names the appid and the page, its query apart", () => {
    const url = new URL(weixinScheme({ appid: "wx8c3d5e7f9a1b2c4d", path: "pages/index/index?from=share" }));
    expect(url.protocol).toBe("weixin:");
    expect(url.searchParams.get("appid")).toBe("wx8c3d5e7f9a1b2c4d");
    expect(url.searchParams.get("path")).toBe("pages/index/index");
    expect(url.searchParams.get("query")).toBe("from=share");
  });
});
