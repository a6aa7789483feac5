import { H5ConfigResponseSchema } from "@davmu/contract";
import { seedDatabase } from "@davmu/demo-content/index.ts";
import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { mediaDir } from "../../modules/media/folders.ts";
import { testConfig } from "../../testing/test-app.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import { MIGRATIONS, migrateToLatest } from "../migrate.ts";

describe("migration 004_site_footer", () => {
  it("gives a database seeded before it the footer and share card, keeping what an operator edited", async () => {
    const { db, env } = await openTestDatabase({ contents: "empty" });
    const config = testConfig(env);
    // A database as it was before the migration: seeded, then one field edited by an operator.
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "004"));
    await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    await db
      .insertInto("apps")
      .values({
        appid: 1,
        app_name: "运营改过的名字",
        primary_color: "#123456",
        logo: "/media/x.png",
        slogan: "s",
        site_name: "运营改过的名字",
        descriptions: "d",
        keywords: "k",
        site_logo: "/media/x.png",
      })
      .execute();
    await migrateToLatest(db);
    await seedDatabase(db, { mediaDir: mediaDir(config.dataDir) });
    const res = await createApp({ db, config }).request(`/peony/v1/app/h5_config`);
    const { data } = H5ConfigResponseSchema.parse(await res.json());
    expect(data.site_name).toBe("运营改过的名字");
    expect(data.icp).not.toBe("");
    expect(data.copyright).not.toBe("");
    expect(data.share_image?.width).toBe(1200);
  });
});
