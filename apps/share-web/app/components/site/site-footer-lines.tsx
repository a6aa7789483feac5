/** Where China's ICP filing numbers are looked up: sites link their number there. */
export const ICP_LOOKUP_URL = "https://beian.miit.gov.cn/";

type Props = {
  copyright: string | null;
  icp: string | null;
  /** The lines' language where it is not the page's (the site config's Chinese on an English page). */
  lang: string | undefined;
};

/**
 * The site's copyright and its ICP filing number (ICP 备案号), which a site served in China must
 * show, linked to the ministry's lookup as Chinese sites do.
 */
export function SiteFooterLines({ copyright, icp, lang }: Props) {
  return (
    <footer className="site-footer" lang={lang}>
      {copyright && <p className="site-footer__line">{copyright}</p>}
      {icp && (
        <p className="site-footer__line">
          <a className="site-footer__icp" href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {icp}
          </a>
        </p>
      )}
    </footer>
  );
}
