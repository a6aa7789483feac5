/** The worker's script and scope: the share sub-path, so it never touches the rest of the origin. */
export const SW_SCOPE = "/davmu/share/";
export const SW_URL = `${SW_SCOPE}sw.js`;

/** The message that asks the worker to keep the assets the page loaded before it took control. */
export const CACHE_ASSETS_MESSAGE = "davmu:cache-assets";
