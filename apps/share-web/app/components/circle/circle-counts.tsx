import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Icon } from "../icons/icon.tsx";

type Props = { likes: string; comments: string; raw: { like_count: number; comment_count: number } };

/** A post's likes and comments, with icons; read out as whole sentences. */
export function CircleCounts({ likes, comments, raw }: Props) {
  const { t } = useI18n();
  return (
    <p className="circle-counts">
      <span className="circle-counts__item">
        <span className="visually-hidden">{t("circle.likesLabel", { n: raw.like_count })}</span>
        <Icon
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          size={18}
          line={1.8}
        />
        <span aria-hidden="true">{likes}</span>
      </span>
      <span className="circle-counts__item">
        <span className="visually-hidden">{t("circle.commentsLabel", { n: raw.comment_count })}</span>
        <Icon d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z" size={18} line={1.8} />
        <span aria-hidden="true">{comments}</span>
      </span>
    </p>
  );
}
