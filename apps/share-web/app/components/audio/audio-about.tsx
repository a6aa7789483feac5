import { useI18n } from "../../platform/i18n/use-i18n.ts";

type Props = {
  /** The short description, shown in two lines while the rest is closed. */
  summary: string;
  /** The full description: HTML sanitised when it was written (an album's), or null to show `summary`. */
  bodyHtml: string | null;
};

/** The description: its first lines under a heading, the whole of it a tap away. */
export function AudioAbout({ summary, bodyHtml }: Props) {
  const { t, contentLang } = useI18n();
  if (!summary && !bodyHtml) return null;
  return (
    <details className="audio-about">
      <summary>
        <span className="audio-about__label">{t("audio.about")}</span>
        <span className="audio-about__preview" lang={contentLang}>
          {summary}
        </span>
      </summary>
      {bodyHtml ? (
        <div
          className="audio-about__body"
          lang={contentLang}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service when written (DESIGN principle 5)
          dangerouslySetInnerHTML={{ __html: bodyHtml }}
        />
      ) : (
        <p className="audio-about__body" lang={contentLang}>
          {summary}
        </p>
      )}
    </details>
  );
}
