import { LOGIN_CODE_LENGTH, maskPhone, normalisePhone, type Register } from "@davmu/contract/client";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { getAuthDeviceId } from "../../platform/device.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { signIn } from "../../platform/session/session.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { codeInput, type LoginProblem, loginProblem, phoneInput, secondsLeft } from "./login-errors.ts";

/** Registering through an invitation instead of logging in: the code, and what follows. */
export type Registration = { inviteCode: string; onRegistered: (registered: Register) => void };

/**
 * The form: number, "get code" with its countdown, the code, and log in (then back to `returnTo`).
 * With `registration`, the same form registers a new number through an invitation code (the code
 * texted for `register`), and the page is told who the new user is.
 */
export function LoginForm({ returnTo, registration }: { returnTo?: string; registration?: Registration }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const ids = useId();
  const codeField = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<"send" | "login" | null>(null);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [invalid, setInvalid] = useState<"phone" | "code" | null>(null);

  const wait = secondsLeft(waitUntil, now);
  useEffect(() => {
    if (!wait) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);

  const number = normalisePhone(phone);

  const fail = (error: unknown) => {
    const found = loginProblem(error, registration ? "register" : "login");
    setProblem(found);
    if (found.seconds) {
      setWaitUntil(Date.now() + found.seconds * 1000);
      setNow(Date.now());
    }
  };

  const send = async () => {
    setProblem(null);
    if (!number) {
      setInvalid("phone");
      setProblem({ key: "auth.error.phone" });
      return;
    }
    if (!api || busy || wait) return;
    setInvalid(null);
    setBusy("send");
    try {
      const purpose = registration ? "register" : "login";
      const sent = await api.vcode({ query: { phone: number, purpose } });
      setSentTo(maskPhone(number));
      setWaitUntil(Date.now() + sent.resend_in * 1000);
      setNow(Date.now());
      codeField.current?.focus();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!number) {
      setInvalid("phone");
      setProblem({ key: "auth.error.phone" });
      return;
    }
    if (code.length !== LOGIN_CODE_LENGTH) {
      setInvalid("code");
      setProblem({ key: "auth.error.code" });
      codeField.current?.focus();
      return;
    }
    if (!api || busy) return;
    setInvalid(null);
    setBusy("login");
    try {
      const device_id = getAuthDeviceId(window.localStorage);
      if (registration) {
        const registered = await api.register({
          body: { phone: number, code, device_id, invite_code: registration.inviteCode },
        });
        signIn(window.localStorage, registered);
        registration.onRegistered(registered);
        return;
      }
      const login = await api.login({ body: { phone: number, code, device_id } });
      signIn(window.localStorage, login);
      navigate(returnTo ?? "/", { replace: true });
    } catch (error) {
      fail(error);
      setCode("");
      codeField.current?.focus();
      setBusy(null);
    }
  };

  const problemId = `${ids}-problem`;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <div className={`auth-form__field${invalid === "phone" ? " auth-form__field--invalid" : ""}`}>
        <label className="auth-form__label" htmlFor={`${ids}-phone`}>
          {t("auth.phone")}
        </label>
        <span className="auth-form__prefix" aria-hidden="true">
          +86
        </span>
        <input
          id={`${ids}-phone`}
          className="auth-form__input"
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t("auth.phone.placeholder")}
          value={phone}
          onChange={(e) => setPhone(phoneInput(e.target.value))}
          aria-invalid={invalid === "phone"}
          aria-describedby={problem ? problemId : undefined}
          required
        />
      </div>
      <div className={`auth-form__field${invalid === "code" ? " auth-form__field--invalid" : ""}`}>
        <label className="auth-form__label" htmlFor={`${ids}-code`}>
          {t("auth.code")}
        </label>
        <input
          ref={codeField}
          id={`${ids}-code`}
          className="auth-form__input auth-form__input--code"
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={LOGIN_CODE_LENGTH}
          placeholder={t("auth.code.placeholder")}
          value={code}
          onChange={(e) => setCode(codeInput(e.target.value))}
          aria-invalid={invalid === "code"}
          aria-describedby={problem ? problemId : undefined}
          required
        />
        <button
          type="button"
          className="auth-form__send"
          onClick={send}
          aria-disabled={busy !== null || wait > 0}
        >
          {wait > 0 ? t("auth.wait", { n: wait }) : sentTo ? t("auth.resend") : t("auth.send")}
        </button>
      </div>
      <p className="auth-form__status" role="status">
        {sentTo && !problem ? t("auth.sent", { phone: sentTo }) : ""}
      </p>
      <p id={problemId} className="auth-form__problem" role="alert">
        {problem ? t(problem.key, { n: problem.seconds ?? 0 }) : ""}
      </p>
      <button type="submit" className="auth-form__submit" aria-disabled={busy !== null}>
        {registration
          ? busy === "login"
            ? t("auth.registering")
            : t("auth.register")
          : busy === "login"
            ? t("auth.submitting")
            : t("auth.submit")}
      </button>
      <p className="auth-form__note">{registration ? t("auth.registerNote") : t("auth.note")}</p>
    </form>
  );
}
