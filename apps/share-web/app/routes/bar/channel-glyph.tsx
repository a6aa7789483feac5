import type { ReactNode } from "react";

/** Line drawings of the channels the app knows, by slug; others show their name's first character. */
const GLYPHS: Record<string, ReactNode> = {
  news: (
    <>
      <rect x="4" y="5" width="16" height="14" rx="2" />
      <path d="M8 9h8M8 12.5h8M8 16h5" />
    </>
  ),
  tech: (
    <>
      <rect x="7" y="7" width="10" height="10" rx="1.5" />
      <path d="M10 4v3M14 4v3M10 17v3M14 17v3M4 10h3M4 14h3M17 10h3M17 14h3" />
    </>
  ),
  finance: <path d="M4 19h16M6 15l4-4 3 3 5-6M15 8h3v3" />,
  culture: (
    <>
      <path d="M5 5.5A2.5 2.5 0 0 1 7.5 3H19v15H7.5A2.5 2.5 0 0 0 5 20.5Z" />
      <path d="M5 20.5A2.5 2.5 0 0 1 7.5 18H19v3H7.5" />
    </>
  ),
  life: (
    <>
      <path d="M5 10h12v3a6 6 0 0 1-12 0Z" />
      <path d="M17 11h1.5a2.5 2.5 0 0 1 0 5H16M8 3.5c0 1.5 1.5 1.5 1.5 3M12 3.5c0 1.5 1.5 1.5 1.5 3" />
    </>
  ),
  law: (
    <>
      <path d="M12 4v16M7 20h10M5 7h14" />
      <path d="M7 7l-3 6a3 3 0 0 0 6 0ZM17 7l-3 6a3 3 0 0 0 6 0Z" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M4.5 9.5c4 1 11 1 15 0M4.5 14.5c4-1 11-1 15 0M12 4c-2.5 4-2.5 12 0 16" />
    </>
  ),
  // The sections' channels (docs/decisions/0074): people, a question, a book, a calendar.
  circles: (
    <>
      <circle cx="9" cy="9" r="3" />
      <circle cx="16.5" cy="10" r="2.5" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0M13.5 15.5a4.5 4.5 0 0 1 7 3.5" />
    </>
  ),
  qa: (
    <>
      <path d="M4 5.5h16v10H10l-4.5 4v-4H4Z" />
      <path d="M10 8.8a2 2 0 1 1 2.8 1.9c-.5.3-.8.7-.8 1.3M12 13.6v.1" />
    </>
  ),
  knowledge: (
    <>
      <path d="M12 6.5C10 5 7 4.5 4 5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V5c-3-.5-6 0-8 1.5Z" />
      <path d="M12 6.5v13" />
    </>
  ),
  events: (
    <>
      <rect x="4" y="5.5" width="16" height="14" rx="2" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4M9 14.5l2 2 4-4" />
    </>
  ),
};

/** Sections of the app, drawn the same way. */
export const SECTION_GLYPHS: Record<string, ReactNode> = {
  all: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" />,
  topics: <path d="M9.5 4 7.5 20M16.5 4l-2 16M4.5 9h15M4 15h15" />,
  live: (
    <>
      <rect x="3.5" y="6" width="17" height="12" rx="2.5" />
      <path d="M10.5 9.5v5l4-2.5Z" />
    </>
  ),
  svideo: (
    <>
      <rect x="6.5" y="3" width="11" height="18" rx="2.5" />
      <path d="M11 9.5v5l3.5-2.5Z" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </>
  ),
};

/** A channel's or section's icon: decorative, the name beside it says what it is. */
export function ChannelGlyph({ slug, name }: { slug: string; name: string }) {
  const glyph = GLYPHS[slug] ?? SECTION_GLYPHS[slug];
  if (!glyph)
    return (
      <span className="bar-glyph bar-glyph--letter" aria-hidden="true">
        {[...name][0]}
      </span>
    );
  return (
    <svg className="bar-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {glyph}
    </svg>
  );
}
