import type { ReactNode } from "react";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Icon } from "../icons/icon.tsx";
import type { SocialItem } from "./marks.ts";
import { useSocialMarks } from "./use-social-marks.tsx";

function HeartIcon({ on }: { on: boolean }) {
  return (
    <Icon
      d="M12 20.3 4.7 13.2a4.6 4.6 0 0 1 0-6.6 4.7 4.7 0 0 1 6.6 0l.7.7.7-.7a4.7 4.7 0 0 1 6.6 0 4.6 4.6 0 0 1 0 6.6z"
      size={22}
      line={1.8}
      filled={on}
    />
  );
}

function StarIcon({ on }: { on: boolean }) {
  return (
    <Icon
      d="m12 3.6 2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
      size={22}
      line={1.8}
      filled={on}
    />
  );
}

/**
 * Like and collect for one item under its text, with the counts everyone sees (use-social-marks);
 * `children`: what else the row offers (a media page's share button).
 */
export function SocialBar({ item, children }: { item: SocialItem; children?: ReactNode }) {
  const { t } = useI18n();
  const f = useFormat();
  const { marks, notice, tap, controller } = useSocialMarks(item);
  return (
    <div
      className="social-bar"
      role="group"
      aria-label={t(children ? "social.labelWithShare" : "social.label")}
    >
      <button
        type="button"
        className="social-bar__button social-bar__button--like"
        aria-pressed={marks.liked}
        onClick={() => tap("like")}
      >
        <HeartIcon on={marks.liked} />
        <span>{t("social.like")}</span>
        <span className="social-bar__count">{f.count(marks.like_count)}</span>
      </button>
      <button
        type="button"
        className="social-bar__button social-bar__button--collect"
        aria-pressed={marks.collected}
        onClick={() => tap("collect")}
      >
        <StarIcon on={marks.collected} />
        <span>{t("social.collect")}</span>
        <span className="social-bar__count">{f.count(marks.collect_count)}</span>
      </button>
      {children}
      <p className="social-bar__notice" role="status">
        {notice}
      </p>
      {controller}
    </div>
  );
}
