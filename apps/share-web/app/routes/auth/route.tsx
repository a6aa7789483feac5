import { Link, useSearchParams } from "react-router";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { safeReturnPath } from "../../platform/session/session.ts";
import { useSession } from "../../platform/session/use-session.ts";
import type { Route } from "./+types/route";
import cssText from "./auth.css?inline";
import cssHref from "./auth.css?url";
import { loadAuth } from "./loader.server.ts";
import { LoginForm } from "./login-form.tsx";
import { SignedIn } from "./signed-in.tsx";

const screen = siteScreen("auth", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

/** The same page for everyone: who is logged in is known only in the browser (docs/decisions/0051). */
export const headers = cachedHeaders(300, 3600);

export function loader(args: Route.LoaderArgs) {
  return loadAuth(args);
}

/**
 * Phone code login (spec §6, docs/decisions/0051): a number, the code texted to it, and back to
 * the page the visitor came from (`?redirect=`), where what they asked for is done. A visitor who
 * is logged in already sees who they are, and can log out.
 */
export default function AuthPage() {
  const { t, path } = useI18n();
  const user = useSession();
  const [params] = useSearchParams();
  const asked = params.get("redirect");
  const returnTo = asked ? safeReturnPath(asked) : null;
  return (
    <screen.Page>
      <main className="auth">
        {user ? (
          <SignedIn user={user} returnTo={returnTo} />
        ) : (
          <>
            <h1 className="auth__heading">{t("auth.heading")}</h1>
            <p className="auth__lead">{t("auth.lead")}</p>
            <LoginForm returnTo={returnTo ?? path("/")} />
          </>
        )}
        {!user && returnTo && (
          <Link className="auth__back" to={returnTo} replace>
            {t("auth.back")}
          </Link>
        )}
      </main>
    </screen.Page>
  );
}
