import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import { chinaDay, createCappedCounts } from "../../db/capped-counts.ts";
import type { RouteDeps } from "../../deps.ts";
import { badRequest } from "../../http/api-error.ts";
import { clientAddress } from "../../http/client-address.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { createWordFilter } from "../../write/word-filter.ts";
import { toCards } from "../content/present.ts";
import type { SectionCardSources } from "../sections/sources.ts";
import { bodyTexts, countSearch, hotWords, searchContents } from "./queries.ts";
import { excerptAround, highlightRanges, searchTerms } from "./terms.ts";

/** How many of each section's hits the first page of a search carries. */
const SECTION_HITS = 3;

/** The best few hits of every section, each with where the words are in its title and summary. */
async function searchSections(sections: SectionCardSources, terms: readonly string[]) {
  const found = await Promise.all(Object.values(sections).map((s) => s.search(terms, SECTION_HITS)));
  return found.flat().map((card) => {
    const title = highlightRanges(card.title, terms);
    // A post's title is its first line: where the words are further on, the words around them show why.
    return {
      ...card,
      highlight: { title, summary: highlightRanges(card.summary, terms) },
      excerpt: title.length === 0 ? excerptAround(card.summary, terms) : null,
    };
  });
}

/** A searched term is a hot word once this many client addresses searched it in a week. */
const HOT_WORD_MIN_SEARCHERS = 3;

/**
 * Search ({peony}; docs/decisions/0049): published items by the words of a query, with where the
 * words are in each title and summary, and the hot words.
 */
export function searchRoutes(deps: RouteDeps, sections: SectionCardSources): Hono {
  const { db, config, presenter } = deps;
  const app = new Hono();
  const words = createWordFilter(config.blockedWords);
  const searchers = createCappedCounts(db, deps.nowMs);
  const limit = rateLimit("search", config.searchRatePerMinute, {
    trustedProxies: config.trustedProxies,
    store: deps.rateStore,
  });

  handle(
    app,
    config.prefixes,
    CALLS.search,
    async ({ c, query }) => {
      const { keyword, pageindex, pagesize } = query();
      const terms = searchTerms(keyword);
      if (terms.length === 0) throw badRequest("invalid request: keyword: must not be empty");
      const { rows, total } = await searchContents(db, {
        terms,
        limit: pagesize,
        offset: (pageindex - 1) * pagesize,
      });
      // A term counts toward the hot words once per address a day, and only when it found something.
      const now = deps.now();
      const term = terms.join(" ");
      if (total > 0 && pageindex === 1) {
        const address = clientAddress(c, config.trustedProxies);
        const first = await searchers.take({
          scope: "search-term",
          key: `${address} ${term}`,
          cap: 1,
          period: chinaDay(now),
        });
        if (first.allowed) await countSearch(db, term, now);
      }
      const cards = toCards(presenter, rows, "search").map((card, n) => ({
        card,
        id: rows[n]!.id,
        title: highlightRanges(card.title, terms),
        summary: highlightRanges(card.summary, terms),
      }));
      // Found by a word of the body only: an excerpt of the body shows why.
      const inBody = cards.filter((c) => c.title.length === 0 && c.summary.length === 0).map((c) => c.id);
      const bodies = await bodyTexts(db, inBody);
      return {
        keyword,
        list: cards.map(({ card, id, title, summary }) => {
          const body = bodies.get(id);
          return {
            ...card,
            highlight: { title, summary },
            excerpt: body ? excerptAround(body, terms) : null,
          };
        }),
        pageindex,
        pagesize,
        total,
        has_more: pageindex * pagesize < total,
        sections: pageindex === 1 ? await searchSections(sections, terms) : [],
      };
    },
    { before: [limit] },
  );

  handle(app, config.prefixes, CALLS.searchHotWords, async () => ({
    list: await hotWords(db, {
      now: deps.now(),
      minimum: HOT_WORD_MIN_SEARCHERS,
      allowed: (word) => words.hits(word).length === 0,
    }),
  }));

  return app;
}
