import { describe, expect, it } from "vitest";
import { sizedBodyImages } from "./sized-body-images.ts";

const photo = { url: "https://m.test/media/p.jpg", width: 1080, height: 720, widths: [120, 240, 360] };

describe("sizedBodyImages", () => {
  it("gives a body picture its widths and the column's size", () => {
    const html =
      '<figure><img src="https://m.test/media/p.jpg" width="1080" height="720" alt="a" /></figure>';
    expect(sizedBodyImages(html, [photo])).toBe(
      '<figure><img srcset="https://m.test/media/p.jpg?w=120 120w, https://m.test/media/p.jpg?w=240 240w, https://m.test/media/p.jpg?w=360 360w, https://m.test/media/p.jpg 1080w" sizes="(min-width: 720px) 680px, calc(100vw - 40px)" src="https://m.test/media/p.jpg" width="1080" height="720" alt="a" /></figure>',
    );
  });

  it("leaves pictures it has no widths for, and ones that already have a srcset", () => {
    const other = '<img src="https://elsewhere.test/x.jpg" width="10" height="10" />';
    expect(sizedBodyImages(other, [photo])).toBe(other);
    const own = '<img srcset="a 1x" src="https://m.test/media/p.jpg" />';
    expect(sizedBodyImages(own, [photo])).toBe(own);
    const plain = '<img src="https://m.test/media/p.jpg" />';
    expect(sizedBodyImages(plain, [{ ...photo, widths: undefined }])).toBe(plain);
  });
});
