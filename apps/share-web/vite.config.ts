import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The framework's modules, and only those, in chunks of their own: they change with an upgrade,
 * not with a deployment, so browsers keep them cached, and the bench tells them from the site's own
 * code by these names (bench/lib/idle-js.ts).
 */
const FRAMEWORK_CHUNKS = [
  { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
  { name: "react-router", test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
  { name: "react", test: /node_modules[\\/]react[\\/]/, priority: 2 },
];

/** A screen's route module is `routes/<screen>/route.tsx`: its chunk takes the screen's name. */
const SCREEN_ROUTE = /\/routes\/([\w-]+)\/route\.tsx/;

/**
 * What every screen starts with: one chunk, rather than a dozen small ones each fetched (and
 * compressed) on its own before the page hydrates, the root route's module included (its own chunk
 * is then a re-export of this one). Only modules every page loads before idle belong here; the
 * site's behaviours, and parts of a page that only act on a tap or below the first screen, load
 * after idle, each in its own chunk (docs/decisions/0036, 0040).
 */
const SHARED_START = [
  /\/app\/root\.tsx$/,
  /\/app\/screens\.ts$/,
  /\/app\/platform\/(platform-shell|inline-stylesheet)\.tsx$/,
  /\/app\/platform\/(use-root-data|store|seo|route-meta|browser-storage)\.ts$/,
  /\/app\/platform\/session\/restore\.ts$/,
  /\/app\/platform\/i18n\/(page-parts|locales|catalog|page-texts|use-i18n|use-page-messages|locale-cookie|format|use-format)\.tsx?$/,
  /\/app\/platform\/after-load\/[\w-]+\.ts$/,
  /\/app\/platform\/chunk-reload\/(chunk-reload|reload-for-chunk-error|lazy-part)\.ts$/,
  /\/app\/platform\/network\/[\w-]+\.tsx?$/,
  /\/app\/platform\/focus\/[\w-]+\.ts$/,
  /\/app\/platform\/routing\/[\w-]+\.ts$/,
  /\/app\/platform\/theme\/theme-script\.ts$/,
  /\/app\/platform\/tracker\/(track|use-read-tracking)\.ts$/,
  /\/app\/components\/(site|content)\/(?!site-footer-lines|paged-cards|content-card|card-view|time-since|after-content|related|content-page|content-screen)[\w-]+\.tsx?$/,
  /\/app\/components\/errors\/(plain-error-screen|route-error-boundary)\.tsx$/,
  // The single-path icons: home's channel bar and every content screen's like bar draw them first.
  /\/app\/components\/icons\/icon\.tsx$/,
  /\/packages\/format\/src\/(?!.*\.test\.)[\w-]+\.ts$/,
  /\/packages\/contract\/src\/constants\.ts$/,
  /node_modules[\\/]zustand[\\/]/,
];
const isSharedStart = (id: string) => SHARED_START.some((pattern) => pattern.test(id));

/**
 * What every content screen (article, video, audio, gallery and the albums) renders around its item
 * before idle: the like and collect bar, the open-in-app bar, the comment section's shell, the
 * link to its styles (after-content.tsx) and the frames of the place card and the related items. One chunk
 * rather than five small ones, each with its own request and its own imports and exports.
 */
const CONTENT_SCREEN = [
  // The frame itself (content-page.tsx) and the route module's helper that renders it.
  /\/app\/components\/content\/content-(page|screen)\.tsx$/,
  /\/app\/components\/social\/(social-bar|use-social-marks|marks)\.tsx?$/,
  /\/app\/components\/open-app\/open-app-bar\.tsx$/,
  /\/app\/components\/comments\/(comments|comment-item)\.tsx?$/,
  /\/app\/components\/article\/lazy-body-images\.ts$/,
  /\/app\/components\/content\/after-content\.tsx$/,
  // The related items' frame; the items themselves come after idle (related-cards.tsx).
  /\/app\/components\/content\/related\.tsx$/,
  // The place card's frame (its card itself comes after idle): on the article, video and live pages.
  /\/app\/components\/place\/place-section\.tsx$/,
];
const isContentScreen = (id: string) => CONTENT_SCREEN.some((pattern) => pattern.test(id));

/**
 * A content card with its skeleton and its relative time: home's feed and every list renders them
 * before idle (related items, after idle): one chunk.
 */
const CARDS = /\/app\/components\/content\/(content-card|content-card-skeleton|time-since)\.tsx?$/;

/**
 * The theme colour's shades: the root module imports them for the server's stylesheet only, but a
 * group takes in what its modules import. A chunk of their own keeps them out of `start`; only the
 * appearance sync loads it, after idle.
 */
const THEME_SHADES = /\/app\/platform\/theme\/(theme-palette|color-contrast)\.ts$/;

/**
 * Vite wraps every dynamic import in its preload helper (about 0.6 KB compressed, in the start
 * chunk; docs/decisions/0060), which fetches the imported chunk's stylesheets and, with `modulePreload`, its imports.
 * The site has neither: its stylesheets are inlined or linked by the screens themselves, and
 * `modulePreload` is off. What remains of the helper's job is telling the site that a chunk failed
 * to load (`vite:preloadError`, which the chunk reload listens for): this slim helper does only
 * that, and the build stops should a chunk ever import a stylesheet the full helper would fetch.
 */
function slimPreloadHelper(): Plugin {
  const id = "\0vite/preload-helper.js";
  return {
    name: "davmu:slim-preload-helper",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(loaded) {
        if (loaded !== id) return null;
        return `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;
      },
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && (chunk.viteMetadata?.importedCss.size ?? 0) > 0)
          this.error(`${chunk.fileName} imports a stylesheet: the slim preload helper cannot fetch it`);
      }
    },
  };
}

export default defineConfig({
  base: "/davmu/share/",
  plugins: [slimPreloadHelper(), reactRouter()],
  // The workspace packages are TypeScript source: bundle them into the server build too.
  ssr: { noExternal: [/^@davmu\//] },
  build: {
    target: "es2020",
    assetsInlineLimit: 0,
    // No preloading of a dynamic import's own imports: they all happen after idle or on a tap,
    // where a short waterfall costs nothing the visitor sees (the helper itself: slimPreloadHelper).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The browser build's entries are the route modules (React Router's own naming, but by screen).
        entryFileNames: ({ name, facadeModuleId }) =>
          `assets/${SCREEN_ROUTE.exec(facadeModuleId ?? "")?.[1] ?? name}-[hash].js`,
        codeSplitting: {
          groups: [
            ...FRAMEWORK_CHUNKS,
            { name: "theme-shades", test: THEME_SHADES, priority: 2 },
            { name: "start", test: isSharedStart, priority: 1 },
            { name: "content-screen", test: isContentScreen, priority: 1 },
            { name: "cards", test: CARDS, priority: 1 },
          ],
        },
      },
    },
  },
});
