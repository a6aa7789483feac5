import type { CircleAuthor } from "@davmu/contract/client";
import type { ReactNode } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { TimeSince } from "../content/time-since.tsx";

type Props = { author: CircleAuthor; time: number; size?: "post" | "comment"; children?: ReactNode };

/** Who wrote a post or a comment and when: avatar, name, the circle owner's badge, the time. */
export function CircleAuthorLine({ author, time, size = "post", children }: Props) {
  const { t, contentLang } = useI18n();
  const px = size === "post" ? 40 : 32;
  return (
    <div className={`circle-author circle-author--${size}`}>
      <img
        className="circle-author__avatar"
        src={author.avatar}
        alt=""
        width={px}
        height={px}
        loading="lazy"
      />
      <span className="circle-author__text">
        <span className="circle-author__name">
          <span lang={contentLang}>{author.nickname}</span>
          {author.is_owner && <span className="circle-badge">{t("circle.owner")}</span>}
        </span>
        <span className="circle-author__meta">
          <TimeSince time={time} />
          {children}
        </span>
      </span>
    </div>
  );
}
