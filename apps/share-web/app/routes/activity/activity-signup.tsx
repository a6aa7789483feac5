import type { FormDetail, FormEntry, FormState } from "@davmu/contract/client";
import { useCallback, useEffect, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useLoginGate, usePendingAction, useSession } from "../../platform/session/use-session.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { ActivityEntry } from "./activity-entry.tsx";
import { ActivityForm } from "./activity-form.tsx";
import { activityTime } from "./activity-time.ts";
import { fieldIds } from "./field-props.ts";

/**
 * Where sign-up stands and what the visitor can do: their own entry once they have one ("已报名"),
 * the form while sign-up is open to a logged-in user, a way to log in for one who is not (signing
 * up takes a verified phone number: docs/decisions/0096), or why it is closed. The page is the same
 * for everyone, so who the visitor is is known only after hydration: until then, and until a
 * logged-in user's entry has been asked for, a neutral "checking" line stands where the form or
 * the entry will be, and no visitor is shown a form they cannot use or have already sent.
 */
export function ActivitySignup({ activity }: { activity: FormDetail }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const user = useSession();
  const gate = useLoginGate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  /** The entry asked for, and whose: a login, a logout or another user asks again. */
  const [mine, setMine] = useState<{ user: string; entry: FormEntry | null } | null>(null);
  const [justSent, setJustSent] = useState(false);
  const [refusal, setRefusal] = useState("");
  const [count, setCount] = useState(activity.signup_count);
  const [state, setState] = useState<FormState>(activity.state);

  const userId = user?.id ?? null;
  const fetchMine = useCallback(() => {
    if (!api || !userId) return () => {};
    let live = true;
    api
      .formMine({ query: { id: activity.id } })
      .then((answer) => live && setMine({ user: userId, entry: answer.entry }))
      // Unknown: the form shows, and sending it again is refused with a clear message if there is
      // an entry.
      .catch(() => live && setMine({ user: userId, entry: null }));
    return () => {
      live = false;
    };
  }, [api, userId, activity.id]);
  useEffect(fetchMine, [fetchMine]);
  const entry = mine && mine.user === userId ? mine.entry : null;
  const checking = !hydrated || (userId !== null && mine?.user !== userId);
  // Back from logging in to sign up: once the form is drawn, its first field is ready to type in.
  const [focusForm, setFocusForm] = useState(false);
  usePendingAction("signup", () => setFocusForm(true));
  useEffect(() => {
    if (!focusForm || checking || entry) return;
    setFocusForm(false);
    const first = activity.fields[0];
    if (first) document.getElementById(fieldIds(first.key).input)?.focus();
  }, [focusForm, checking, entry, activity.fields]);

  const total = activity.capacity;
  const left = total === null ? null : Math.max(0, total - count);
  return (
    <section className="activity-signup" data-state={state} aria-labelledby="activity-signup-state">
      <div className="activity-status">
        <p className="activity-status__line">
          <span id="activity-signup-state" className={`activity-badge activity-badge--${state}`}>
            {t(`activity.state.${state}`)}
          </span>
          <span className="activity-status__count">
            {total === null
              ? t("activity.signedUp", { n: count })
              : t("activity.signedUpOf", { n: count, total })}
          </span>
        </p>
        {total !== null && (
          <div className="activity-meter" aria-hidden="true">
            <span
              className="activity-meter__fill"
              style={{ width: `${Math.min(100, (count / total) * 100)}%` }}
            />
          </div>
        )}
        <p className="activity-status__deadline">
          {t("activity.deadline")} {activityTime(t, activity.deadline)}
          {state === "open" && left !== null && left <= 10 && (
            <strong className="activity-status__left"> · {t("activity.placesLeft", { n: left })}</strong>
          )}
        </p>
      </div>
      {refusal && (
        <p className="activity-refusal" role="alert">
          {refusal}
        </p>
      )}
      {entry ? (
        <ActivityEntry entry={entry} focus={justSent} />
      ) : state === "open" && checking ? (
        <p className="activity-checking" role="status" aria-busy="true">
          {t("activity.checking")}
        </p>
      ) : state === "open" && userId === null ? (
        <div className="activity-login">
          <p className="activity-login__lead">{t("activity.loginLead")}</p>
          <button type="button" className="activity-form__submit" onClick={() => gate("signup")}>
            {t("activity.login")}
          </button>
        </div>
      ) : state === "open" ? (
        <ActivityForm
          activity={activity}
          onDone={(result) => {
            setJustSent(true);
            if (userId) setMine({ user: userId, entry: result.entry });
            setCount(result.signup_count);
          }}
          onRefused={(reason) => {
            setRefusal(t(`activity.refused.${reason}`));
            if (reason === "already") fetchMine();
            else setState(reason);
          }}
        />
      ) : (
        <p className="activity-closed" role="status">
          {state === "closed" ? t("activity.closedNote") : t("activity.fullNote")}
        </p>
      )}
    </section>
  );
}
