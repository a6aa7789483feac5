/** WeChat's in-app browser says so in its user agent. */
export function isWechat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function isIos(userAgent: string): boolean {
  return (
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent))
  );
}

/** An address without its hash: WeChat signs pages without it. */
export function withoutHash(url: string): string {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * The address WeChat checks the signature against. iOS WeChat keeps the address the page was
 * opened at for a history-mode site, whatever pushState did since; Android WeChat uses the
 * current one. (WeChat JS-SDK documentation, "常见错误及解决方法": invalid signature on iOS for
 * single-page apps.)
 */
export function signatureUrl(userAgent: string, landingUrl: string, currentUrl: string): string {
  return withoutHash(isIos(userAgent) ? landingUrl : currentUrl);
}

/**
 * WeChat draws open tags from 7.0.12 on (WeChat open tag documentation, "开放标签说明"); an older
 * client would leave an empty tag over the button, so the tag is not inserted there.
 */
export function supportsOpenTags(userAgent: string): boolean {
  const version = /MicroMessenger\/(\d+)\.(\d+)\.(\d+)/i.exec(userAgent);
  if (!version) return false;
  const [major, minor, patch] = version.slice(1).map(Number) as [number, number, number];
  return major * 1_000_000 + minor * 1000 + patch >= 7_000_012;
}
