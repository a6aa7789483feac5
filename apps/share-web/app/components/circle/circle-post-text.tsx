import type { CircleTopicBrief } from "@davmu/contract/client";
import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { splitHashtags } from "./hashtags.ts";

type Props = {
  text: string;
  topics: readonly CircleTopicBrief[];
  /** On a post's own page a `#topic#` is a link to the topic; in a card, inside the card's link, it is only marked. */
  linkTopics: boolean;
  className: string;
};

/**
 * A post's text as text (never HTML): its line breaks kept by the stylesheet (`pre-line`), and
 * each `#name#` the post is filed under marked as a hashtag.
 */
export function CirclePostText({ text, topics, linkTopics, className }: Props) {
  const { path, contentLang } = useI18n();
  const byName = new Map(topics.map((t) => [t.name, t]));
  return (
    <p className={className} lang={contentLang}>
      {splitHashtags(text).map((part, n) => {
        const key = `${n}-${part.text.length}`;
        if (part.kind === "text") return part.text;
        const topic = byName.get(part.name);
        if (!topic) return part.text;
        return linkTopics ? (
          <Link key={key} className="circle-tag" to={path(`/dimim/topic/${topic.id}`)}>
            {part.text}
          </Link>
        ) : (
          <span key={key} className="circle-tag">
            {part.text}
          </span>
        );
      })}
    </p>
  );
}
