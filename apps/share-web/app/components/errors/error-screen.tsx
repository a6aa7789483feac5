import { Component, type ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { useReloadOnChunkError } from "../../platform/chunk-reload/reload-for-chunk-error.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { BASENAME } from "../../platform/seo.ts";
import { SiteFooter } from "../site/site-footer.tsx";
import { SiteHeader } from "../site/site-header.tsx";

type Kind = "not-found" | "unavailable" | "error";

/** What went wrong, in the product's words: 404, the service being unavailable, or anything else. */
export function classifyError(error: unknown): { kind: Kind; status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const status = error.status || 500;
    // The router's own errors (a POST to a page, say) speak of its internals: not for the visitor.
    const internal = "internal" in error && error.internal === true;
    const message = !internal && typeof error.data === "string" && error.data ? error.data : null;
    if (status === 404 || status === 410) return { kind: "not-found", status, message };
    if (status === 502 || status === 503 || status === 504) return { kind: "unavailable", status, message };
    return { kind: "error", status, message };
  }
  return { kind: "error", status: 500, message: null };
}

function ErrorContent({ error }: { error: unknown }) {
  const { t, path } = useI18n();
  const { kind, status, message } = classifyError(error);
  const title =
    kind === "not-found"
      ? t("error.notFound.title")
      : kind === "unavailable"
        ? t("error.unavailable.title")
        : (message ?? t("error.generic.title"));
  const body =
    kind === "not-found"
      ? t("error.notFound.body")
      : kind === "unavailable"
        ? t("error.unavailable.body")
        : null;
  return (
    <>
      <SiteHeader />
      <main className="error-screen" data-status={status}>
        <div className="error-screen__code" aria-hidden="true">
          {status}
        </div>
        <h1 className="error-screen__title">{title}</h1>
        {body && <p className="error-screen__body">{body}</p>}
        <div className="error-screen__actions">
          {kind !== "not-found" && (
            <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
              {t("error.retry")}
            </button>
          )}
          <Link className="button" to={path("/")} reloadDocument={kind !== "not-found"}>
            {t("error.notFound.link")}
          </Link>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

/** The plain last resort, should the error page itself fail to render (spec §8). */
class ErrorScreenGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  // Set in the constructor, not as a class field: a field costs the first chunks a helper in the
  // es2020 build.
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const pathname = typeof window === "undefined" ? "/" : window.location.pathname.replace(BASENAME, "");
    const locale = localeFromPath(pathname);
    const t = translator(locale);
    return (
      <main className="error-screen">
        <h1 className="error-screen__title">{t("error.whileShowing")}</h1>
        <a className="button" href={`${BASENAME}${localePath(locale, "/")}`}>
          {t("error.whileShowing.link")}
        </a>
      </main>
    );
  }
}

/** The one error screen every route shares (STYLE 3). */
export function ErrorScreen({ error }: { error: unknown }) {
  useReloadOnChunkError(error);
  return (
    <ErrorScreenGuard>
      <ErrorContent error={error} />
    </ErrorScreenGuard>
  );
}
