import { type ContentDetail, mediaSrcSet } from "@davmu/contract/client";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** Who published the article and when: the media account's avatar and name, or the channel. */
export function ArticleByline({
  article,
}: {
  article: Pick<ContentDetail, "mp" | "source" | "publish_time" | "author">;
}) {
  const { t, contentLang } = useI18n();
  const f = useFormat();
  const avatar = article.mp?.avatar;
  return (
    <div className="byline">
      {avatar ? (
        <img
          className="byline__avatar"
          src={avatar}
          srcSet={mediaSrcSet(avatar, article.mp?.avatar_widths) || undefined}
          sizes="40px"
          alt=""
          width={40}
          height={40}
        />
      ) : (
        <span className="byline__avatar byline__avatar--text" aria-hidden="true">
          {article.source.slice(0, 1)}
        </span>
      )}
      <div className="byline__text">
        <span className="byline__name" lang={contentLang}>
          {article.source}
        </span>
        <span className="byline__meta">
          <time dateTime={new Date(article.publish_time * 1000).toISOString()} suppressHydrationWarning>
            {f.displayTime(article.publish_time)}
          </time>
          {article.author && <span>{t("article.author", { name: article.author })}</span>}
        </span>
      </div>
    </div>
  );
}
