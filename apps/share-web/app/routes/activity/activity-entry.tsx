import type { FormEntry } from "@davmu/contract/client";
import { type RefObject, useEffect, useRef } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { activityTime } from "./activity-time.ts";

/**
 * "已报名": the visitor's own entry, as the service has it (the phone number masked). Focused when
 * it has just replaced the form, so a screen reader says it at once.
 */
export function ActivityEntry({ entry, focus }: { entry: FormEntry; focus: boolean }) {
  const { t, contentLang } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnce(heading, focus);
  return (
    <section className="activity-entry" aria-labelledby="activity-entry-title">
      <h2 id="activity-entry-title" className="activity-entry__title" tabIndex={-1} ref={heading}>
        <span className="activity-entry__tick" aria-hidden="true">
          ✓
        </span>
        {t("activity.done")}
      </h2>
      <p className="activity-entry__lead">{t("activity.doneLead")}</p>
      <dl className="activity-entry__answers">
        {entry.answers.map((answer) => (
          <div key={answer.key} className="activity-entry__row">
            <dt lang={contentLang}>{answer.label}</dt>
            <dd lang={contentLang}>
              {answer.image ? (
                <img
                  className="activity-entry__picture"
                  src={answer.image.url}
                  width={answer.image.width}
                  height={answer.image.height}
                  alt={answer.label}
                />
              ) : (
                answer.text
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="activity-entry__time">
        {t("activity.doneAt", { time: activityTime(t, entry.created_at) })}
      </p>
    </section>
  );
}

function useFocusOnce(ref: RefObject<HTMLElement | null>, focus: boolean) {
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, ref]);
}
