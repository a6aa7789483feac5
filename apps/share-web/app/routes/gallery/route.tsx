import { useRef } from "react";
import { lazyBodyImages } from "../../components/article/lazy-body-images.ts";
import { contentScreen } from "../../components/content/content-screen.tsx";
import { GalleryViewer } from "../../components/gallery/gallery-viewer.tsx";
import { AccountRow } from "../../components/social/account-row.tsx";
import { socialItem } from "../../components/social/marks.ts";
import { SocialBar } from "../../components/social/social-bar.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useReadTracking } from "../../platform/tracker/use-read-tracking.ts";
import type { Route } from "./+types/route";
import cssText from "./gallery.css?inline";
import cssHref from "./gallery.css?url";
import { loadGallery } from "./loader.server.ts";

const screen = contentScreen("gallery", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadGallery(args);
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { gallery, start, related } = loaderData;
  const { t, contentLang } = useI18n();
  const f = useFormat();
  const info = useRef<HTMLDivElement>(null);
  // The view on open (the tracker's read covers how long the page was shown).
  useReadTracking(gallery.id, info);
  return (
    <screen.Page
      item={gallery}
      comments={loaderData.comments}
      related={{ items: related, title: "gallery.related" }}
    >
      {/* A new gallery (a related one opened in place) starts afresh at its own picture. */}
      <GalleryViewer key={gallery.id} images={gallery.images} start={start} />
      <div className="gallery-info" ref={info}>
        <h1 className="gallery-info__title" lang={contentLang}>
          {gallery.title}
        </h1>
        <p className="gallery-info__counts">
          <span>{t("gallery.count", { n: gallery.images.length })}</span>
          <span>{t("gallery.views", { n: f.count(gallery.view_count) })}</span>
          <time dateTime={new Date(gallery.publish_time * 1000).toISOString()} suppressHydrationWarning>
            {f.displayTime(gallery.publish_time)}
          </time>
        </p>
        <AccountRow item={gallery} block="gallery-account" />
        {gallery.body_html && (
          <div
            className="gallery-info__body"
            lang={contentLang}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service when written (DESIGN principle 5)
            dangerouslySetInnerHTML={{ __html: lazyBodyImages(gallery.body_html) }}
          />
        )}
        <SocialBar item={socialItem(gallery)} />
      </div>
    </screen.Page>
  );
}
