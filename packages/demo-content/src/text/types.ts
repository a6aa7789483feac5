import type { SceneName } from "../art/scenes.ts";

/**
 * One demo article, written in full. `body` is a small markup, one block a line:
 * `## ` and `### ` headings, `> words|who` a quote, `- ` bullet and `+ ` numbered list items,
 * `![scene shape] caption` a figure (shape: `wide`, `tall` or `square`; 3:2 when left out), and
 * any other line a paragraph. The summary is the lead paragraph's first sentences.
 */
export type ArticleSeed = {
  title: string;
  keywords: string[];
  cover: SceneName;
  body: string;
};

export type ChannelText = {
  /** Bylines of the channel's own reporters and editors. */
  authors: string[];
  articles: ArticleSeed[];
};
