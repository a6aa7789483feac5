import type { Database } from "@davmu/content-api/db/schema.ts";
import {
  insertContentModelPage,
  insertList,
  insertSpecial,
} from "@davmu/content-api/modules/editorial/write.ts";
import type { Kysely } from "kysely";
import { drawPicture } from "./art/picture.ts";
import type { SceneName } from "./art/scenes.ts";
import { type ImageFolder, type ImageJob, type RenderedImage, renderImages } from "./render-images.ts";
import { EDITORIAL_LISTS, EDITORIAL_PAGES, SPECIALS } from "./text/editorial.ts";

const DAY = 24 * 60 * 60;
const BANNER = { width: 1080, height: 540 } as const;
const COVER = { width: 750, height: 420 } as const;
const PICTURE = { width: 1080, height: 720 } as const;

type Picture = { name: string; scene: SceneName; size: { width: number; height: number } };

/** Every picture the editorial pages draw: banners of specials and pages, list covers, figures. */
function pictures(): Picture[] {
  return [
    ...SPECIALS.map((s) => ({ name: `seed/editorial/${s.slug}`, scene: s.scene, size: BANNER })),
    ...EDITORIAL_LISTS.map((l) => ({ name: `seed/editorial/list-${l.slug}`, scene: l.scene, size: COVER })),
    ...EDITORIAL_PAGES.flatMap((page) =>
      page.blocks.flatMap((block, n) =>
        "scene" in block && block.scene
          ? [
              {
                name: `seed/editorial/${page.slug}-${n}`,
                scene: block.scene,
                size: block.type === "banner" ? BANNER : PICTURE,
              },
            ]
          : [],
      ),
    ),
  ];
}

function editorialImageJobs(): ImageJob[] {
  return pictures().map((p) => ({
    name: p.name,
    svg: drawPicture({ ...p.size, scene: p.scene, key: p.name }),
    format: "jpeg",
    ...p.size,
  }));
}

/**
 * The demo editorial pages (docs/decisions/0068, 0069): two special topics, two lists and a list of
 * fly cards, two content-model pages, all drawing on the seeded items by their keys. Idempotent:
 * what is there (by source key) is skipped; an item the seed could not write is left out.
 */
export async function seedEditorial(
  db: Kysely<Database>,
  folder: ImageFolder,
  now: number,
): Promise<{ specials: number; lists: number; pages: number }> {
  const { images } = await renderImages(folder, editorialImageJobs());
  const picture = (name: string): RenderedImage => images.get(name)!;
  const keyed = new Map(
    (
      await db
        .selectFrom("contents")
        .select(["id", "source_key"])
        .where("source_key", "is not", null)
        .execute()
    ).map((r) => [r.source_key!, r.id]),
  );
  const idsOf = (keys: readonly string[]) => keys.flatMap((k) => keyed.get(k) ?? []);
  const channels = new Map(
    (await db.selectFrom("channels").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );

  let specials = 0;
  for (const [n, s] of SPECIALS.entries()) {
    const banner = picture(`seed/editorial/${s.slug}`);
    const time = now - (n + 1) * DAY;
    const id = await insertSpecial(db, {
      source_key: `seed:special:${s.slug}`,
      status: "published",
      title: s.title,
      summary: s.summary,
      // The lead is the summary, as every seeded item's body starts (the page shows it first).
      body_html: [s.summary, ...s.introduction].map((p) => `<p>${p}</p>`).join(""),
      cover_url: banner.url,
      cover_width: banner.width,
      cover_height: banner.height,
      channel_id: channels.get(s.channel) ?? null,
      mp_id: null,
      author: s.author,
      keywords: s.keywords,
      publish_time: time,
      update_time: time,
      view_count: s.views,
      like_count: Math.round(s.views / 14),
      // A count of comments is the comments stored: a special has none of its own yet.
      comment_count: 0,
      share_count: Math.round(s.views / 40),
      duration: null,
      sections: s.sections.map((section) => ({
        key: section.key,
        title: section.title,
        items: idsOf(section.items),
      })),
    });
    if (id !== null) specials++;
  }

  let lists = 0;
  for (const l of EDITORIAL_LISTS) {
    const id = await insertList(db, {
      source_key: `seed:list:${l.slug}`,
      kind: l.kind,
      title: l.title,
      description: l.description,
      cover: picture(`seed/editorial/list-${l.slug}`),
      items: l.items.flatMap(([key, note]) => {
        const content_id = keyed.get(key);
        return content_id === undefined ? [] : [{ content_id, note }];
      }),
    });
    if (id !== null) lists++;
  }

  let pages = 0;
  for (const page of EDITORIAL_PAGES) {
    const blocks = page.blocks.flatMap((block, n): unknown[] => {
      const image = () => {
        const p = picture(`seed/editorial/${page.slug}-${n}`);
        return { url: p.url, width: p.width, height: p.height };
      };
      switch (block.type) {
        case "banner":
          return [
            {
              type: "banner",
              image: image(),
              title: block.title,
              subtitle: block.subtitle,
              link: block.link,
            },
          ];
        case "image":
          return [{ type: "image", image: image(), alt: block.alt, caption: block.caption }];
        case "cards": {
          const content_ids = idsOf(block.items);
          return content_ids.length > 0
            ? [{ type: "cards", title: block.title, layout: block.layout, content_ids }]
            : [];
        }
        case "video": {
          const content_id = keyed.get(block.item);
          return content_id === undefined ? [] : [{ type: "video", title: block.title, content_id }];
        }
        default:
          return [block];
      }
    });
    const id = await insertContentModelPage(db, {
      source_key: `seed:content-model:${page.slug}`,
      title: page.title,
      description: page.description,
      blocks,
    });
    if (id !== null) pages++;
  }
  return { specials, lists, pages };
}
