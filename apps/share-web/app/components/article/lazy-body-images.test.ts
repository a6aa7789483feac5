import { describe, expect, it } from "vitest";
import { lazyBodyImages } from "./lazy-body-images.ts";

describe("lazyBodyImages", () => {
  it("leaves the first image eager and makes the others lazy", () => {
    const html = '<p>a</p><img src="1.jpg" width="10" height="5"><img src="2.jpg"><img src="3.jpg">';
    const out = lazyBodyImages(html);
    expect(out).toContain('<img decoding="async" src="1.jpg"');
    expect(out.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it("keeps an image's own loading attribute", () => {
    expect(lazyBodyImages('<img loading="eager" src="x">')).toBe('<img loading="eager" src="x">');
  });
});
