import { type MiniProgram, mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { qrCodeSvg } from "../../components/pc/qr-code.server.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { clampText, isoTime, jsonLdMeta, pickShareImage } from "../../components/share/share-meta.ts";
import { serverApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl, pageMeta } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { MINI_PROGRAM_PREVIEW_SIZES, weixinScheme } from "./mini-program-links.ts";

/**
 * A mini program (spec §2 `/{actor}/mini_program/...`, docs/decisions/0071): its card and what
 * WeChat opens it with, the same for everyone. The QR code is of this page's own address: WeChat's
 * scan opens it inside WeChat, where the open tag launches the mini program.
 */
export async function loadMiniProgram({ params, request }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const postId = resolvePostId(params);
  if (ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  const program: MiniProgram = await serverApi()
    .miniProgram({ params: { id: postId } })
    .catch(toRouteError);
  const { content } = program;
  const canonical = absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(locale, contentHref(content)));
  const [qrSvg, site] = await Promise.all([qrCodeSvg(canonical), pageShareSite(pathname)]);
  const description = clampText(content.summary || site.description, 200);
  const picked = pickShareImage(content.cover, program.icon, site.shareImage);
  const image = picked?.url ?? null;
  const cover = content.cover;
  const meta = [
    ...pageMeta({
      title: content.title,
      siteName: site.siteName,
      description,
      url: canonical,
      image,
      imageAlt: content.title,
      imageWidth: picked?.width,
      imageHeight: picked?.height,
      locale: locale.iso,
      type: "website",
      preloadImage: cover && {
        url: cover.url,
        srcSet: mediaSrcSet(cover.url, cover.widths, cover.width) || undefined,
        sizes: MINI_PROGRAM_PREVIEW_SIZES,
      },
    }),
    jsonLdMeta({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: content.title,
      description,
      url: canonical,
      applicationCategory: "LifestyleApplication",
      operatingSystem: "WeChat",
      datePublished: isoTime(content.publish_time),
      offers: { "@type": "Offer", price: 0, priceCurrency: "CNY" },
      ...(program.icon ? { image: [program.icon.url] } : image ? { image: [image] } : {}),
      ...(content.mp ? { publisher: { "@type": "Organization", name: content.mp.name } } : {}),
      inLanguage: locale.iso,
    }),
  ];
  return {
    program,
    qrSvg,
    scheme: weixinScheme(program),
    meta,
    wechat: { title: content.title, desc: description, link: canonical, imgUrl: image ?? "" },
  };
}
