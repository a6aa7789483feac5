/**
 * WeChat's open tags (wx-open-launch-app, wx-open-launch-weapp), created after `wx.ready`: WeChat
 * renders them only once the config that lists them was accepted. WeChat draws the tag's template
 * in a frame of its own that does not take the page's size, so every size is given in pixels
 * (WeChat open tag documentation, "开放标签说明": set the tag's width and height explicitly). The
 * template is an invisible layer over the site's own button: the visitor sees our button and taps
 * WeChat's tag.
 */

type TagEvents = {
  /** The tag could not open the target (not installed, not allowed): `detail.errMsg` says why. */
  onError: (detail: unknown) => void;
  onLaunch?: () => void;
};
type Size = { width: number; height: number; label: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mountTag(
  host: HTMLElement,
  name: string,
  attrs: Record<string, string>,
  size: Size,
  events: TagEvents,
) {
  const tag = document.createElement(name);
  for (const [key, value] of Object.entries(attrs)) tag.setAttribute(key, value);
  tag.style.cssText = `position:absolute;left:0;top:0;display:block;width:${size.width}px;height:${size.height}px;overflow:hidden`;
  const template = document.createElement("script");
  template.type = "text/wxtag-template";
  template.textContent =
    `<style>.t{display:block;width:${size.width}px;height:${size.height}px;margin:0;padding:0;border:0;` +
    "background:transparent;opacity:0}</style>" +
    `<button class="t" aria-label="${escapeHtml(size.label)}"></button>`;
  tag.append(template);
  const onError = (event: Event) => events.onError((event as CustomEvent).detail);
  const onLaunch = () => events.onLaunch?.();
  tag.addEventListener("error", onError);
  tag.addEventListener("launch", onLaunch);
  host.append(tag);
  return () => {
    tag.removeEventListener("error", onError);
    tag.removeEventListener("launch", onLaunch);
    tag.remove();
  };
}

/** wx-open-launch-app over `host`: opens the app of `appid` (open platform) with `extinfo`. */
export function mountOpenLaunchApp(
  host: HTMLElement,
  options: { appid: string; extinfo: string } & Size & TagEvents,
): () => void {
  return mountTag(
    host,
    "wx-open-launch-app",
    { appid: options.appid, extinfo: options.extinfo },
    options,
    options,
  );
}

/** wx-open-launch-weapp over `host`: opens the mini program `username` (gh_…) at `path`. */
export function mountOpenLaunchWeapp(
  host: HTMLElement,
  options: { username: string; path: string } & Size & TagEvents,
): () => void {
  return mountTag(
    host,
    "wx-open-launch-weapp",
    { username: options.username, path: options.path },
    options,
    options,
  );
}
