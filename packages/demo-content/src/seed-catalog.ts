import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";
import { BRAND } from "./brand.ts";
import { CHANNELS, SECTION_CHANNELS } from "./channels.ts";
import { avatarName, LOGO_NAME } from "./image-jobs.ts";
import { MEDIA_ACCOUNTS } from "./media-accounts.ts";
import type { RenderedImage } from "./render-images.ts";
import { SHARE_CARD_NAME } from "./share-card.ts";

type Images = ReadonlyMap<string, RenderedImage>;

const inserted = (results: { numInsertedOrUpdatedRows?: bigint }[]) =>
  results.reduce((sum, r) => sum + Number(r.numInsertedOrUpdatedRows ?? 0n), 0);

/**
 * The app settings row; left as it is when present (an operator may have edited it), except for the
 * footer and share card added later (migration 004), filled in while they are all still empty.
 */
export async function seedApps(db: Kysely<Database>, images: Images): Promise<number> {
  const logo = images.get(LOGO_NAME)!.url;
  const card = images.get(SHARE_CARD_NAME)!;
  const { appid, app_name, primary_color, slogan, site_name, descriptions, keywords, copyright, icp } = BRAND;
  const later = {
    copyright,
    icp,
    share_image: card.url,
    share_image_width: card.width,
    share_image_height: card.height,
  };
  await db
    .updateTable("apps")
    .set(later)
    .where("appid", "=", appid)
    .where("copyright", "=", "")
    .where("icp", "=", "")
    .where("share_image", "is", null)
    .execute();
  const row = {
    ...later,
    appid,
    app_name,
    primary_color,
    slogan,
    site_name,
    descriptions,
    keywords,
    logo,
    site_logo: logo,
  };
  return inserted(
    await db
      .insertInto("apps")
      .values(row)
      .onConflict((oc) => oc.column("appid").doNothing())
      .execute(),
  );
}

export async function seedChannels(db: Kysely<Database>): Promise<number> {
  const rows = [...CHANNELS, ...SECTION_CHANNELS].map(({ name, slug, sort, section }) => ({
    name,
    slug,
    sort,
    section: section ?? null,
  }));
  return inserted(
    await db
      .insertInto("channels")
      .values(rows)
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute(),
  );
}

export async function seedMediaAccounts(db: Kysely<Database>, images: Images): Promise<number> {
  const rows = MEDIA_ACCOUNTS.map((mp, i) => ({
    name: mp.name,
    avatar: images.get(avatarName(i))!.url,
    description: mp.description,
    follower_count: mp.follower_count,
  }));
  return inserted(
    await db
      .insertInto("media_accounts")
      .values(rows)
      .onConflict((oc) => oc.column("name").doNothing())
      .execute(),
  );
}
