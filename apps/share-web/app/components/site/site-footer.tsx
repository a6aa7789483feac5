import { useRootData } from "../../platform/use-root-data.ts";

/** Where China's ICP filing numbers are looked up: sites link their number there. */
export const ICP_LOOKUP_URL = "https://beian.miit.gov.cn/";

/**
 * The foot of every page: the site's copyright and its ICP filing number (ICP 备案号), which a
 * site served in China must show, linked to the ministry's lookup as Chinese sites do. Both come
 * from site config; a site that sets neither shows no footer.
 */
export function SiteFooter() {
  const site = useRootData()?.site;
  if (!site?.copyright && !site?.icp) return null;
  return (
    <footer className="site-footer">
      {site.copyright && <p className="site-footer__line">{site.copyright}</p>}
      {site.icp && (
        <p className="site-footer__line">
          <a className="site-footer__icp" href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {site.icp}
          </a>
        </p>
      )}
    </footer>
  );
}
