import { type Logger, maskUrl } from "@davmu/ops";
import type { NextFunction, Request, Response } from "express";
import { messages as errorsEN } from "../app/components/errors/messages.en.ts";
import { messages as errorsZH } from "../app/components/errors/messages.zh.ts";
import { enUS } from "../app/platform/i18n/en-us.ts";
import { localeFromPath, localePath } from "../app/platform/i18n/locales.ts";
import { zhCN } from "../app/platform/i18n/zh-cn.ts";
import { STATIC_PAGE_POLICY } from "./security-headers.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The site's error screen (app/features/errors) in plain HTML and CSS: the same colours, type and
 * layout, the accessible shade of the brand colour for text on it, light and dark.
 */
const STYLE = [
  ":root{--bg:#f5f6f8;--text:#1a1a1a;--text-3:#6b707c;--brand:#d93a1a;color-scheme:light dark}",
  "@media (prefers-color-scheme:dark){:root{--bg:#0f1012;--text:#e8e9eb;--text-3:#8b9099;--brand:#ff8a70}}",
  'body{margin:0;background:var(--bg);color:var(--text);font:16px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif}',
  "main{display:flex;flex-direction:column;align-items:center;max-width:720px;margin:0 auto;padding:18vh 32px 48px;text-align:center}",
  "b{font-size:64px;font-weight:800;line-height:1;letter-spacing:.04em;color:var(--brand)}",
  "h1{margin:20px 0 8px;font-size:20px}p{margin:0 0 28px;max-width:22em;color:var(--text-3);font-size:14px}",
  "a{display:inline-flex;align-items:center;min-height:44px;padding:0 24px;border-radius:22px;background:#c4341a;color:#fff;font-size:15px;font-weight:500;text-decoration:none}",
].join("");

/**
 * The page for an error that happens outside the page renderer (an address refused before routing,
 * a failing static file, a renderer that threw): the site's own words in the visitor's locale, and
 * never the error itself. It needs nothing but its own bytes, so it shows when everything else fails.
 */
export function errorDocument(status: number, sitePath: string): string {
  const locale = localeFromPath(sitePath);
  // The texts straight from their files: this page is made outside the renderer's catalogue.
  const texts = locale.code === "en" ? { ...enUS, ...errorsEN } : { ...zhCN, ...errorsZH };
  const t = (key: keyof typeof texts) => texts[key];
  const [title, body] =
    status === 404
      ? [t("error.notFound.title"), t("error.notFound.body")]
      : status === 400
        ? [t("error.badRequest.title"), t("error.badRequest.body")]
        : [t("error.generic.title"), ""];
  const home = `/davmu/share${localePath(locale, "/")}`;
  return [
    `<!DOCTYPE html><html lang="${locale.iso}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main><b aria-hidden="true">${status}</b><h1>${escapeHtml(title)}</h1>`,
    body ? `<p>${escapeHtml(body)}</p>` : "",
    `<a href="${home}">${escapeHtml(t("error.notFound.link"))}</a></main></body></html>`,
  ].join("");
}

/** Express's last handler: every error that reaches it gets the page above, never a stack trace. */
export function errorPage(base: string, log: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const declared = (error as { status?: unknown } | null)?.status;
    const status = typeof declared === "number" && declared >= 400 && declared < 600 ? declared : 500;
    if (status >= 500) log.error({ err: error, url: maskUrl(req.originalUrl) }, "the page failed");
    const sitePath = req.path.toLowerCase().startsWith(base.toLowerCase())
      ? req.path.slice(base.length)
      : "/";
    res.status(status);
    if (status === 405) res.setHeader("Allow", "GET, HEAD");
    res.setHeader("Content-Security-Policy", STATIC_PAGE_POLICY);
    // As the pages' own errors (route-errors.server.ts, which loads React: not imported here).
    res.setHeader("Cache-Control", status === 404 ? "public, max-age=60" : "no-store");
    res.type("html").send(errorDocument(status, sitePath));
  };
}
