import { DEFAULT_THEME_COLOR } from "@davmu/contract";
import { drawAvatar, drawLogo } from "./art/marks.ts";
import { drawPicture } from "./art/picture.ts";
import type { SceneName } from "./art/scenes.ts";
import { FIGURE_SIZES } from "./compose-body.ts";
import { MEDIA_ACCOUNTS } from "./media-accounts.ts";
import type { PlannedArticle } from "./plan.ts";
import type { PlannedMediaItem, PlannedPicture } from "./plan-media.ts";
import type { ImageJob } from "./render-images.ts";
import { drawShareCard, SHARE_CARD, SHARE_CARD_NAME } from "./share-card.ts";

export const COVER = { width: 750, height: 420 } as const;
export const AVATAR_SIZE = 160;
export const LOGO_SIZE = 256;
export const LOGO_NAME = "seed/brand/logo";

const slug = (a: PlannedArticle) => a.sourceKey.replace(/^seed:/, "").replaceAll(":", "-");
export const coverName = (a: PlannedArticle) => `seed/covers/${slug(a)}`;
export const figureName = (a: PlannedArticle, index: number) => `seed/photos/${slug(a)}-${index + 1}`;
export const avatarName = (index: number) => `seed/avatars/mp-${index + 1}`;

/** Every picture the planned set needs: logo, avatars, a cover per article and its own figures. */
export function imageJobs(plan: readonly PlannedArticle[]): ImageJob[] {
  const jobs: ImageJob[] = [
    {
      name: LOGO_NAME,
      svg: drawLogo(LOGO_SIZE, DEFAULT_THEME_COLOR),
      format: "png",
      width: LOGO_SIZE,
      height: LOGO_SIZE,
    },
    {
      name: SHARE_CARD_NAME,
      svg: drawShareCard(DEFAULT_THEME_COLOR),
      format: "jpeg",
      ...SHARE_CARD,
    },
  ];
  MEDIA_ACCOUNTS.forEach((mp, i) => {
    const svg = drawAvatar(AVATAR_SIZE, mp.palette, mp.name);
    jobs.push({ name: avatarName(i), svg, format: "webp", width: AVATAR_SIZE, height: AVATAR_SIZE });
  });
  for (const a of plan) {
    const name = coverName(a);
    jobs.push({
      name,
      svg: drawPicture({ ...COVER, scene: a.article.cover, key: name }),
      format: "jpeg",
      ...COVER,
    });
    a.figures.forEach((figure, i) => {
      const size = FIGURE_SIZES[figure.shape];
      const fname = figureName(a, i);
      jobs.push({
        name: fname,
        svg: drawPicture({ ...size, scene: figure.scene, key: fname }),
        format: "jpeg",
        ...size,
      });
    });
  }
  return jobs;
}

/** The covers of the media items (an album's tracks share one) and the galleries' pictures. */
export function mediaImageJobs(items: readonly PlannedMediaItem[]): ImageJob[] {
  const pictures = new Map<string, PlannedPicture>();
  for (const item of items) {
    pictures.set(item.cover.name, item.cover);
    for (const p of item.pictures) pictures.set(p.picture.name, p.picture);
  }
  return [...pictures.values()].map((p) => ({
    name: p.name,
    svg: drawPicture({ width: p.width, height: p.height, scene: p.scene, key: p.key }),
    format: "jpeg" as const,
    width: p.width,
    height: p.height,
  }));
}

/** A picture of `scene` drawn at `size`, kept as a JPEG named `name`. */
export function pictureJob(
  name: string,
  scene: SceneName,
  size: { width: number; height: number },
): ImageJob {
  return { name, svg: drawPicture({ ...size, scene, key: name }), format: "jpeg", ...size };
}
