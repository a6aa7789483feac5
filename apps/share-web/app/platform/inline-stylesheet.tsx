import type { LinkDescriptor } from "react-router";

/** The id of the `<style>` element the server fills with the base stylesheet (docs/decisions/0005). */
export const INLINE_STYLESHEET_ID = "app-css";

const texts = new Map<string, string>();

/**
 * In the browser: the text of a stylesheet the server inlined under this id, read from the page once
 * (while hydration still has the server's element), or "" when this page's HTML did not carry it.
 * React remounts the document shell when the root error screen gives way to a page (e.g. "back home"
 * from the 404 page), and a screen's element when the visitor comes back to it: the new element gets
 * this text instead of none, so the page keeps its styles.
 */
export function inlinedStylesheet(id = INLINE_STYLESHEET_ID): string {
  let text = texts.get(id);
  if (text === undefined) {
    text = document.getElementById(id)?.textContent ?? "";
    texts.set(id, text);
  }
  return text;
}

/**
 * A screen's stylesheet (docs/decisions/0018): `text` is its CSS on the server and "" in the
 * browser (each route writes `import.meta.env.SSR ? text : ""`, so the client bundle does not carry
 * what the server inlines); `href` is the same CSS as a file.
 */
export type ScreenStylesheet = {
  id: string;
  text: string;
  href: string;
  /** A stylesheet the screen links in its body for what lies below its first screen (`AfterContentStyle`). */
  after?: string;
};

/**
 * The route's `links`: nothing when the server inlined the screen's CSS into this page; otherwise
 * (a client-side navigation to a screen this page's HTML did not carry) the CSS file, which React
 * Router loads before it shows the screen (and the file of what lies below its first screen, if any).
 */
export function screenStyleLinks({ id, href, after }: ScreenStylesheet): () => LinkDescriptor[] {
  return () => {
    if (import.meta.env.SSR || inlinedStylesheet(id)) return [];
    // On a client-side navigation the body's stylesheet is loaded with the screen's, so that
    // nothing below the first screen shows unstyled while it comes.
    const files: LinkDescriptor[] = [{ rel: "stylesheet", href }];
    if (after) files.push({ rel: "stylesheet", href: after });
    return files;
  };
}

/** The screen's CSS inlined by the server, and kept by the browser when the screen renders again. */
export function ScreenStyle({ stylesheet }: { stylesheet: ScreenStylesheet }) {
  const text = import.meta.env.SSR ? stylesheet.text : inlinedStylesheet(stylesheet.id);
  if (!text) return null;
  return (
    <style
      id={stylesheet.id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, not user content
      dangerouslySetInnerHTML={{ __html: text }}
      suppressHydrationWarning
    />
  );
}
