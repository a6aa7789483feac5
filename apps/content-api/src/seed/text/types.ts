/** One demo article's own words; the body around them is composed from its channel's pools. */
export type ArticleSeed = {
  title: string;
  summary: string;
  /** A noun phrase that fills `{topic}` in the pools, so shared paragraphs read as about this article. */
  topic: string;
  keywords: string[];
};

/** A body image of the channel's pool: its art label and the caption under it. */
export type FigureSeed = { label: string; caption: string; portrait?: boolean };

/** Everything a channel's articles are written from. Strings may hold `{topic}`. */
export type ChannelText = {
  authors: string[];
  articles: ArticleSeed[];
  sections: string[];
  subheads: string[];
  paragraphs: string[];
  lists: string[][];
  quotes: { text: string; who: string }[];
  figures: FigureSeed[];
  closings: string[];
};
