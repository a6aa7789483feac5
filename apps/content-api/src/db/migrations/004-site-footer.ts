import type { Kysely, Migration } from "kysely";

/**
 * What every page of the site shows of the site itself beyond its name: the footer's copyright
 * line and ICP filing number (a site served in China carries both), and the picture of the share
 * card that chat apps draw for pages without one of their own (read only when its size is known).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("apps")
    .addColumn("copyright", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("apps")
    .addColumn("icp", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("apps").addColumn("share_image", "text").execute();
  await db.schema.alterTable("apps").addColumn("share_image_width", "integer").execute();
  await db.schema.alterTable("apps").addColumn("share_image_height", "integer").execute();
}

export const siteFooterMigration: Migration = { up };
