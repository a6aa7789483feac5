import { DEFAULT_THEME_COLOR } from "@davmu/contract";
import { drawAvatar, drawLogo, drawPicture } from "./art.ts";
import type { ChannelSeed } from "./channels.ts";
import { MEDIA_ACCOUNTS } from "./media-accounts.ts";
import type { PlannedArticle } from "./plan.ts";
import type { ImageJob } from "./render-images.ts";
import { drawShareCard, SHARE_CARD, SHARE_CARD_NAME } from "./share-card.ts";

export const COVER = { width: 750, height: 420 } as const;
export const PHOTO = { width: 1080, height: 720 } as const;
export const PORTRAIT = { width: 720, height: 960 } as const;
export const AVATAR_SIZE = 160;
export const LOGO_SIZE = 256;
export const LOGO_NAME = "seed/brand/logo";

export const coverName = (a: PlannedArticle) =>
  `seed/covers/${a.sourceKey.replace(/^seed:/, "").replaceAll(":", "-")}`;
export const figureName = (channel: ChannelSeed, index: number) => `seed/photos/${channel.slug}-${index + 1}`;
export const avatarName = (index: number) => `seed/avatars/mp-${index + 1}`;

/** Every picture the planned set needs: logo, avatars, a cover per article and the figures used. */
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
  const figures = new Set<string>();
  for (const a of plan) {
    const { channel } = a;
    const name = coverName(a);
    const svg = drawPicture({
      ...COVER,
      ...pictureBase(channel),
      key: name,
    });
    jobs.push({ name, svg, format: "jpeg", ...COVER });
    for (const index of a.figures) {
      const fname = figureName(channel, index);
      if (figures.has(fname)) continue;
      figures.add(fname);
      const figure = a.text.figures[index]!;
      const size = figure.portrait ? PORTRAIT : PHOTO;
      const fsvg = drawPicture({
        ...size,
        ...pictureBase(channel),
        key: fname,
      });
      jobs.push({ name: fname, svg: fsvg, format: "jpeg", ...size });
    }
  }
  return jobs;
}

const pictureBase = (channel: ChannelSeed) => ({ palette: channel.palette, motif: channel.motif });
