import { MiniProgramResponseSchema } from "@davmu/contract";
import { MINI_PROGRAMS } from "@davmu/demo-content/seed-mini-programs.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("mini programs", () => {
  it("gives each seeded mini program's card, icon and what WeChat opens it with", async () => {
    const rows = (await seededIds(t)).byType("mini_program");
    expect(rows).toHaveLength(MINI_PROGRAMS.length);
    for (const row of rows) {
      const { status, body } = await t.call(t.paths.miniProgram(t.ids.encode(row.id)));
      expect(status).toBe(200);
      const mp = MiniProgramResponseSchema.parse(body).data;
      const seed = MINI_PROGRAMS.find((m) => m.title === mp.content.title)!;
      expect(mp).toMatchObject({ appid: seed.appid, username: seed.username, path: seed.path });
      expect(mp.content.type).toBe("mini_program");
      expect(mp.icon?.url).toMatch(/\/media\/seed\/mini-programs\//);
      expect(mp.content.cover).not.toBeNull();
    }
  });

  it("lists mini programs among the content, so a card links to them", async () => {
    const { body } = await t.call(`${t.paths.contentList}?type=mini_program&pagesize=10`);
    const list = (body as { data: { list: { type: string }[] } }).data.list;
    expect(list.length).toBe(MINI_PROGRAMS.length);
  });

  it("answers 404 for another type's item, an unknown id, or one that does not decode", async () => {
    const doc = (await seededIds(t)).byType("doc")[0]!;
    for (const id of [t.ids.encode(doc.id), t.ids.encode(99_999), "zzzzzzzz"])
      expect((await t.call(t.paths.miniProgram(id))).status).toBe(404);
  });
});
