import sanitizeHtml from "sanitize-html";
import { normaliseMediaRef } from "./media-ref.ts";

const LINK_HREF = /^https?:\/\//i;
const DIMENSION = /^[1-9]\d{0,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "strong",
    "em",
    "ul",
    "ol",
    "li",
    "blockquote",
  ].concat(["figure", "figcaption", "img", "a"]),
  allowedAttributes: { img: ["src", "width", "height", "alt"], a: ["href", "rel"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Script and style text is dropped with the tag; other unknown tags keep their text.
  disallowedTagsMode: "discard",
  transformTags: {
    // The page's own title is the h1: body headings start at h2.
    h1: "h2",
    b: "strong",
    i: "em",
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? "";
      if (!LINK_HREF.test(href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href, rel: "noopener noreferrer nofollow" } };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const clean: Record<string, string> = {};
      // Absolute http(s) URLs, or this service's own files under /media/ (never a path out of it).
      const src = normaliseMediaRef(attribs.src ?? "");
      if (src) clean.src = src;
      for (const key of ["width", "height"] as const) {
        const value = attribs[key]?.trim();
        if (value && DIMENSION.test(value)) clean[key] = value;
      }
      if (attribs.alt) clean.alt = attribs.alt;
      return { tagName, attribs: clean };
    },
  },
  // An image with no usable source is nothing to show; a link to anywhere else keeps only its text.
  exclusiveFilter: (frame) => {
    if (frame.tag === "img") return !frame.attribs.src;
    return frame.tag === "a" && !frame.attribs.href ? "excludeTag" : false;
  },
};

/**
 * Sanitises CMS body HTML with a strict allow-list (DESIGN principle 5). Every path that writes a
 * body calls this, so what is stored is always safe to render as HTML.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
