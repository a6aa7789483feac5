import { DEFAULT_THEME_COLOR } from "@davmu/contract/client";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { RouteErrorBoundary } from "./components/errors/route-error-boundary.tsx";
import { getPublicConfig } from "./platform/config.server.ts";
import { PC_HOST_ATTRIBUTE } from "./platform/desktop-redirect-script.ts";
import { HEAD_SCRIPT } from "./platform/document/head-script.ts";
import { StructuredData } from "./platform/document/structured-data.tsx";
import { useFocusStartOnNavigation } from "./platform/focus/use-focus-start-on-navigation.ts";
import { registerAllMessages } from "./platform/i18n/all-messages.server.ts";
import { localeFromPath, translator } from "./platform/i18n/locales.ts";
import { PageTexts } from "./platform/i18n/page-texts.tsx";
import { usePageMessages } from "./platform/i18n/use-page-messages.ts";
import { INLINE_STYLESHEET_ID, inlinedStylesheet } from "./platform/inline-stylesheet.tsx";
import { PlatformShell } from "./platform/platform-shell.tsx";
import { useUndiscoveredRouteReload } from "./platform/routing/use-undiscovered-route.ts";
import { BASENAME } from "./platform/seo.ts";
import { getSiteData } from "./platform/site.server.ts";
import { themePalette, themeRootRule } from "./platform/theme/theme-palette.ts";
import { useRootData } from "./platform/use-root-data.ts";
import css from "./styles/base.css?inline";

export function meta({ data, location, error }: Route.MetaArgs) {
  const t = translator(localeFromPath(location.pathname));
  const site = data?.site.siteName ?? t("site.defaultTitle");
  // The status as the error screen reads it (classify-error.ts): 404 is the one with a title of its own.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const errorTitle = notFound ? t("error.notFound.title") : t("error.generic.title");
  return [
    { title: error ? `${errorTitle} - ${site}` : site },
    ...(error ? [{ name: "robots", content: "noindex" }] : []),
    { name: "keywords", content: data?.site.keywords ?? t("site.defaultKeywords") },
    { name: "description", content: data?.site.description ?? t("site.defaultDescription") },
  ];
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  // An error page takes the cache policy its error carries (route-errors.server.ts).
  return errorHeaders ?? new Headers();
}

export async function loader() {
  registerAllMessages();
  return { site: await getSiteData(), config: getPublicConfig() };
}

/**
 * The root's data (the site's settings) does not depend on the address: a change of the query
 * alone (a channel tab, an album's episode) does not ask for it again, so a page that switches in
 * place costs no request and cannot fail on one.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const locale = localeFromPath(useLocation().pathname);
  const theme = data?.site.themeColor ?? DEFAULT_THEME_COLOR;
  const mediaOrigin = data ? originOf(data.config.apiBase) : undefined;
  usePageMessages();
  return (
    // The theme script marks <html> with the visitor's appearance before React hydrates it.
    // The PC page's host is the site's, the same for every visitor: the head script reads it.
    <html
      lang={locale.iso}
      dir={locale.dir}
      {...{ [PC_HOST_ATTRIBUTE]: data?.config.wapHost }}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        {/* Before the script: the width it reads is the phone's, not the 980 px of a page without it. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* The script's text is the server's only: it has run by the time the browser hydrates, and
            a script React renders in the browser never runs, so the browser's bundle goes without it. */}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its CSP hash
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? HEAD_SCRIPT : "" }}
          suppressHydrationWarning
        />
        <meta name="theme-color" content={theme} />
        <meta name="format-detection" content="telephone=no" />
        {/* Covers and body images come from the content service: open that connection early. */}
        {mediaOrigin && <link rel="preconnect" href={mediaOrigin} />}
        {data?.site.logo && <link rel="icon" href={data.site.logo} />}
        <link rel="apple-touch-icon" href={`${BASENAME}/icons/apple-touch-icon.png`} />
        <link rel="manifest" href={`${BASENAME}/manifest.webmanifest`} />
        <Meta />
        {/* What crawlers alone read, JSON-LD and Open Graph's structured properties: in the page's HTML only, not in the router's data nor in the browser's bundle (docs/decisions/0083, 0087). */}
        {import.meta.env.SSR && <StructuredData />}
        <style
          id={INLINE_STYLESHEET_ID}
          // The base stylesheet is inlined by the server only: the browser already has it in the HTML, so
          // the client bundle does not carry it a second time (React leaves the text as it is). An
          // error reaching the root boundary remounts this element: it takes the text it replaces.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, not user content
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? serverStylesheet(theme) : inlinedStylesheet(),
          }}
          suppressHydrationWarning
        />
        {/* After the base: a screen's stylesheet (a file after a client-side navigation) wins over it. */}
        <Links />
      </head>
      <body>
        <PlatformShell />
        {children}
        <PageTexts />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The theme colour's accessible shades as the stylesheet reads them (docs/decisions/0012). */
function themeRule(color: string): string {
  const palette = themePalette(color) ?? themePalette(DEFAULT_THEME_COLOR);
  return palette ? themeRootRule(palette) : "";
}

/** The server's stylesheets by theme colour: a site has one colour, so every page shares one. */
const stylesheets = new Map<string, string>();

/** The base stylesheet with the theme colour's shades, computed once per colour, not per page. */
function serverStylesheet(color: string): string {
  let text = stylesheets.get(color);
  if (text === undefined) {
    text = `${themeRule(color)}${css}`;
    // A colour changes with the app's configuration, rarely: a handful are ever kept.
    if (stylesheets.size >= 8) stylesheets.clear();
    stylesheets.set(color, text);
  }
  return text;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export default function App() {
  useFocusStartOnNavigation();
  useUndiscoveredRouteReload();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
