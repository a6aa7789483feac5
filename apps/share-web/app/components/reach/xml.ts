/** Text or an attribute value made safe inside XML: the five entities, and no control characters XML forbids. */
export function xmlText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 refuses these characters.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** `<name>text</name>`, the text escaped. */
export function xmlElement(name: string, text: string | number): string {
  return `<${name}>${xmlText(String(text))}</${name}>`;
}

/** Seconds since the epoch as W3C date-time (what sitemaps, RSS's Atom and feeds take). */
export function w3cTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** An async series of strings as a byte stream, pulled as the reader asks: a large file never sits in memory. */
export function textStream(parts: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = parts[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
