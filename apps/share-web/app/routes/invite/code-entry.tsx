import { normaliseInviteCode } from "@davmu/contract/client";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Offers } from "./offers.tsx";

/** No code in the link: a field to type the one a friend sent, then that code's page. */
export function CodeEntry() {
  const { t, path } = useI18n();
  const navigate = useNavigate();
  const ids = useId();
  const [typed, setTyped] = useState("");
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseInviteCode(typed);
    if (!code) {
      setInvalid(true);
      return;
    }
    navigate(path(`/invite/${code}`));
  };
  return (
    <>
      <section className="invite-hero" aria-labelledby={`${ids}-heading`}>
        <h1 id={`${ids}-heading`} className="invite-hero__heading">
          {t("invite.enter")}
        </h1>
        <p className="invite-hero__lead">{t("invite.enter.lead")}</p>
      </section>
      <section className="invite-card">
        <form className="auth-form" onSubmit={submit} noValidate>
          <div className={`auth-form__field${invalid ? " auth-form__field--invalid" : ""}`}>
            <label className="auth-form__label" htmlFor={`${ids}-code`}>
              {t("invite.enter.label")}
            </label>
            <input
              id={`${ids}-code`}
              className="auth-form__input auth-form__input--invite"
              type="text"
              name="code"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={16}
              placeholder={t("invite.enter.placeholder")}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value.replace(/[^A-Za-z0-9]/g, "").toUpperCase());
                setInvalid(false);
              }}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${ids}-problem` : undefined}
            />
          </div>
          <p id={`${ids}-problem`} className="auth-form__problem" role="alert">
            {invalid ? t("invite.enter.invalid") : ""}
          </p>
          <button type="submit" className="auth-form__submit">
            {t("invite.enter.submit")}
          </button>
        </form>
        <Link className="invite-card__login" to={path("/auth")}>
          {t("invite.login")}
        </Link>
      </section>
      <Offers />
    </>
  );
}
