import type { FormDetail, FormEntry, FormState } from "@davmu/contract/client";
import { useCallback, useEffect, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useGlobalStore } from "../../platform/store.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { ActivityEntry } from "./activity-entry.tsx";
import { ActivityForm } from "./activity-form.tsx";
import { activityTime } from "./activity-time.ts";

/**
 * Where sign-up stands and what the visitor can do: the form while it is open, their own entry
 * once they have one ("已报名", asked for with their token after hydration: the page itself is the
 * same for everyone), or why it is closed.
 */
export function ActivitySignup({ activity }: { activity: FormDetail }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const token = useGlobalStore((s) => s.userInfo?.token || s.token || s.ANONYMOUS_TOKEN || null);
  const [entry, setEntry] = useState<FormEntry | null>(null);
  const [justSent, setJustSent] = useState(false);
  const [refusal, setRefusal] = useState("");
  const [count, setCount] = useState(activity.signup_count);
  const [state, setState] = useState<FormState>(activity.state);

  const fetchMine = useCallback(() => {
    if (!api || !token) return () => {};
    let live = true;
    api
      .formMine({ query: { id: activity.id } })
      .then((mine) => live && setEntry(mine.entry))
      .catch(() => {
        // The form stays; sending it again is refused with a clear message if there is an entry.
      });
    return () => {
      live = false;
    };
  }, [api, token, activity.id]);
  useEffect(fetchMine, [fetchMine]);

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
      ) : state === "open" ? (
        <ActivityForm
          activity={activity}
          onDone={(result) => {
            setJustSent(true);
            setEntry(result.entry);
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
