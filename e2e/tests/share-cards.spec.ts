import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";

/** The Open Graph tags of a served page, read as a chat app's scraper reads them: from the HTML. */
function openGraph(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, property, content] of html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"\/?>/g)) {
    tags[property!] ??= content!.replaceAll("&amp;", "&");
  }
  return tags;
}

const pages = async () => {
  const item = (await firstPage()).list.find((i) => i.type === "doc")!;
  return [
    ["home", "./", "zh_CN"],
    ["English home", "en", "en_US"],
    ["channel", `./?gid=${item.channel?.id ?? ""}`, "zh_CN"],
    ["article", articlePath(item), "zh_CN"],
    ["English article", `en/${articlePath(item)}`, "en_US"],
    ["app page", "app", "zh_CN"],
    ["English app page", "en/app", "en_US"],
    ["PC page", "pc", "zh_CN"],
  ] as const;
};

test("every page's share card has a picture a chat app draws large, its size and its locale", async ({
  request,
}) => {
  for (const [name, path, locale] of await pages()) {
    const response = await request.get(path);
    expect(response.status(), name).toBe(200);
    const og = openGraph(await response.text());
    expect(og["og:locale"], name).toBe(locale);
    expect(og["og:title"], name).toBeTruthy();
    expect(og["og:image"], name).toMatch(/^https?:\/\//);
    expect(Number(og["og:image:width"]), name).toBeGreaterThanOrEqual(300);
    expect(Number(og["og:image:height"]), name).toBeGreaterThanOrEqual(157);
    const image = await request.get(og["og:image"]!);
    expect(image.status(), name).toBe(200);
    expect(image.headers()["content-type"], name).toMatch(/^image\//);
  }
});
