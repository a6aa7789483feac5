import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { signOut } from "../../platform/session/session.ts";
import type { UserInfo } from "../../platform/store.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";

/** Who is logged in, a way back, and logging out (the token is ended on the service too). */
export function SignedIn({ user, returnTo }: { user: UserInfo; returnTo: string | null }) {
  const { t, path } = useI18n();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await api?.logout();
    } catch {
      // The token is forgotten here either way; on the service it expires on its own.
    }
    signOut(window.localStorage);
    setLeaving(false);
    navigate(path("/auth"), { replace: true });
  };
  return (
    <section className="auth-user" aria-labelledby="auth-user-heading">
      <img className="auth-user__avatar" src={user.avatar} alt="" width={72} height={72} />
      <h1 id="auth-user-heading" className="auth-user__name">
        {user.nickname}
      </h1>
      <p className="auth-user__state">{t("auth.signedIn")}</p>
      <div className="auth-user__actions">
        <Link className="auth-user__primary" to={returnTo ?? path("/")} replace={!!returnTo}>
          {returnTo ? t("auth.back") : t("auth.home")}
        </Link>
        <button type="button" className="auth-user__logout" onClick={logout} aria-busy={leaving}>
          {leaving ? t("auth.loggingOut") : t("auth.logout")}
        </button>
      </div>
    </section>
  );
}
