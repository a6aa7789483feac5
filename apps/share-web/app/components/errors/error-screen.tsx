import { Component, type ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { SiteFooter } from "../site/site-footer.tsx";
import { SiteHeader } from "../site/site-header.tsx";
import { classifyError } from "./classify-error.ts";
import { PlainErrorScreen } from "./plain-error-screen.tsx";

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
    return this.state.failed ? <PlainErrorScreen /> : this.props.children;
  }
}

/**
 * The one error screen every route shares (STYLE 3). A chunk of its own, which the root's error
 * boundary loads when it first shows an error (root.tsx); a chunk error reaching the boundary
 * reloads the page there, before this is needed.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <ErrorScreenGuard>
      <ErrorContent error={error} />
    </ErrorScreenGuard>
  );
}
