import type { MiniProgram } from "@davmu/contract/client";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useHydrated } from "../../platform/use-hydrated.ts";
import { isWechat } from "../../platform/wechat/wechat-env.ts";
import type { Route } from "./+types/route";
import { loadMiniProgram } from "./loader.server.ts";
import cssText from "./mini-program.css?inline";
import cssHref from "./mini-program.css?url";
import { MiniProgramLaunch } from "./mini-program-launch.tsx";
import { MINI_PROGRAM_PREVIEW_SIZES } from "./mini-program-links.ts";
import { MiniProgramOutside } from "./mini-program-outside.tsx";

const screen = siteScreen("mini-program", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadMiniProgram(args);
}

/**
 * A mini program's card (spec §2 `/{actor}/mini_program/...`, docs/decisions/0071). Inside WeChat
 * its button carries WeChat's wx-open-launch-weapp tag; elsewhere the page says how to open it in
 * WeChat. The HTML is the same for everyone: which of the two shows is decided once hydrated.
 */
export default function MiniProgramPage({ loaderData }: Route.ComponentProps) {
  const { program, qrSvg, scheme } = loaderData;
  const hydrated = useHydrated();
  const wechat = hydrated && isWechat(navigator.userAgent);
  return (
    <screen.Page
      bar={
        <OpenAppBar target={{ path: "content", params: { type: "mini_program", id: program.content.id } }} />
      }
    >
      <main className="mini-program">
        <MiniProgramCard program={program} />
        {wechat ? (
          <MiniProgramLaunch program={program} />
        ) : (
          <MiniProgramOutside program={program} qrSvg={qrSvg} scheme={scheme} />
        )}
      </main>
    </screen.Page>
  );
}

function MiniProgramCard({ program }: { program: MiniProgram }) {
  const { t, contentLang } = useI18n();
  const { content, icon } = program;
  return (
    <article className="mp-card">
      <header className="mp-card__head">
        {icon ? (
          <CoverImage className="mp-card__icon" image={{ ...icon, alt: "" }} priority sizes="64px" />
        ) : (
          <span className="mp-card__icon mp-card__icon--text" aria-hidden="true">
            {content.title.slice(0, 1)}
          </span>
        )}
        <div className="mp-card__names">
          <h1 className="mp-card__name" lang={contentLang}>
            {content.title}
          </h1>
          <p className="mp-card__kind">
            <span className="mp-card__badge">{t("miniProgram.kind")}</span>
            {content.source && (
              <span lang={contentLang}>{t("miniProgram.from", { name: content.source })}</span>
            )}
          </p>
        </div>
      </header>
      <p className="mp-card__about" lang={contentLang}>
        {content.summary}
      </p>
      {content.cover && (
        <figure className="mp-card__preview">
          <CoverImage
            image={{ ...content.cover, alt: t("miniProgram.preview") }}
            priority
            sizes={MINI_PROGRAM_PREVIEW_SIZES}
          />
        </figure>
      )}
    </article>
  );
}
