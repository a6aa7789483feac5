import type { InviteCodeInfo, Register } from "@davmu/contract/client";
import { useState } from "react";
import { Link } from "react-router";
import { useServiceEffect } from "../../platform/data/use-service-effect.ts";
import { HttpError } from "../../platform/http/http-error.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { UserInfo } from "../../platform/store.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import { LoginForm } from "../auth/login-form.tsx";
import { Offers } from "./offers.tsx";

/** What the page knows of the code: being asked, its inviter and uses left, unknown, or not to be told. */
type CodeState =
  | { state: "checking" }
  | { state: "found"; info: InviteCodeInfo }
  | { state: "unknown" }
  | { state: "failed" };

/**
 * An invitation code's page: who invites (asked by the browser), what the app offers and the form
 * that registers a new number with the code; then a welcome. Logged in, it says the code is for
 * new users and leads to the visitor's own invitation.
 */
export function Invitation({ code, user }: { code: string; user: UserInfo | null }) {
  const { t, path } = useI18n();
  const site = useRootData()?.site.siteName ?? t("site.defaultTitle");
  const [known, setKnown] = useState<CodeState>({ state: "checking" });
  const [registered, setRegistered] = useState<Register | null>(null);

  useServiceEffect(
    (api, alive) => {
      api.inviteCode({ params: { code } }).then(
        (info) => alive() && setKnown({ state: "found", info }),
        (error) =>
          alive() &&
          setKnown({ state: error instanceof HttpError && error.isNotFound ? "unknown" : "failed" }),
      );
    },
    [code],
  );

  const inviter = known.state === "found" ? known.info.inviter : registered?.inviter;
  if (registered) {
    return (
      <section className="invite-welcome" aria-labelledby="invite-welcome">
        <img className="invite-welcome__avatar" src={registered.user.avatar} alt="" width={72} height={72} />
        <h1 id="invite-welcome" className="invite-welcome__heading">
          {t("invite.welcome", { site })}
        </h1>
        <p className="invite-welcome__by">{t("invite.welcomeBy", { name: registered.inviter.nickname })}</p>
        <Link className="invite-welcome__start" to={path("/")}>
          {t("invite.start")}
        </Link>
      </section>
    );
  }

  const usable = known.state !== "unknown" && !(known.state === "found" && known.info.remaining === 0);
  return (
    <>
      <section className="invite-hero" aria-labelledby="invite-heading">
        <div className="invite-hero__from" aria-hidden="true">
          {inviter ? (
            <img className="invite-hero__avatar" src={inviter.avatar} alt="" width={64} height={64} />
          ) : (
            <span className="invite-hero__avatar invite-hero__avatar--blank" />
          )}
        </div>
        <h1 id="invite-heading" className="invite-hero__heading">
          <span className="invite-hero__who">
            {inviter ? t("invite.headingBy", { name: inviter.nickname }) : t("invite.heading")}
          </span>
          <span className="invite-hero__site">{site}</span>
        </h1>
        <p className="invite-hero__code">
          <span>{t("invite.code")}</span> <strong translate="no">{code}</strong>
        </p>
        <p className={`invite-hero__state invite-hero__state--${usable ? "ok" : "no"}`} role="status">
          {known.state === "checking"
            ? t("invite.checking")
            : known.state === "unknown"
              ? t("invite.unknown")
              : known.state === "failed"
                ? t("invite.failed")
                : known.info.remaining === 0
                  ? t("invite.usedUp")
                  : t("invite.remaining", { n: known.info.remaining })}
        </p>
      </section>
      {user ? (
        <section className="invite-card">
          <p className="invite-card__note">{t("invite.alreadyIn")}</p>
          <Link className="invite-card__primary" to={path("/invite")}>
            {t("invite.mine")}
          </Link>
        </section>
      ) : usable ? (
        <section className="invite-card" aria-labelledby="invite-form">
          <h2 id="invite-form" className="invite-card__heading">
            {t("invite.form")}
          </h2>
          <LoginForm registration={{ inviteCode: code, onRegistered: setRegistered }} />
          <Link className="invite-card__login" to={path("/auth")}>
            {t("invite.login")}
          </Link>
        </section>
      ) : (
        <section className="invite-card">
          <Link className="invite-card__primary" to={path("/auth")}>
            {t("invite.login")}
          </Link>
          <Link className="invite-card__login" to={path("/invite")}>
            {t("invite.enter")}
          </Link>
        </section>
      )}
      <Offers />
    </>
  );
}
