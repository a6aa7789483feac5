import { DESKTOP_MIN_WIDTH, MOBILE_UA, PC_REDIRECT_DELAY_MS } from "./desktop-redirect.ts";
import { BASENAME } from "./seo.ts";

/** The attribute of <html> that names the wap host of the PC page (the site's configuration). */
export const PC_HOST_ATTRIBUTE = "data-pc-host";
/** Set on <html> while a desktop visitor is on the way to the PC page: the phone layout stays hidden. */
export const PC_REDIRECTING_ATTRIBUTE = "data-pc-redirecting";
/** Should the PC page not come (a blocked navigation), the page shows itself after this long. */
const SHOW_ANYWAY_MS = 3000;

/**
 * Runs in the head, before the first paint (spec §1, §9): on a desktop screen the visitor goes to the
 * PC share page 200 ms after the start, decided from the width and the user agent the browser has
 * now, rather than once the page's behaviours start at idle (which came seconds later). Until then
 * the page is hidden, so the phone layout never flashes on a desktop. The same rules as
 * `shouldRedirectToPc` and `pcShareUrl` (desktop-redirect.ts), which the tests run it against:
 * never inside a frame, never with a `url` query, never on the PC page itself.
 */
export const DESKTOP_REDIRECT_SCRIPT = `(function(w,d){try{var r=d.documentElement,h=r.getAttribute("${PC_HOST_ATTRIBUTE}");if(!h)return;try{if(w.top!==w.self)return}catch(e){return}var l=w.location,b=${JSON.stringify(BASENAME)},p=l.pathname.indexOf(b)===0?l.pathname.slice(b.length)||"/":l.pathname;if(new URLSearchParams(l.search).has("url"))return;var q=p;try{q=decodeURIComponent(p)}catch(e){}if(/^(\\/en)?\\/+pc\\/*$/i.test(q))return;var n=w.navigator,u=n.userAgent,W=w.innerWidth,H=w.innerHeight;var m=${MOBILE_UA.toString()}.test(u)||(/Macintosh/.test(u)&&(n.maxTouchPoints||0)>1);if(!(W>=${DESKTOP_MIN_WIDTH}&&W>H)&&m)return;var e=p==="/en"||p.indexOf("/en/")===0?"/en/pc":"/pc";r.setAttribute("${PC_REDIRECTING_ATTRIBUTE}","");setTimeout(function(){l.replace(h.replace(/\\/$/,"")+b+e+"?url="+encodeURIComponent(l.href))},${PC_REDIRECT_DELAY_MS});setTimeout(function(){r.removeAttribute("${PC_REDIRECTING_ATTRIBUTE}")},${SHOW_ANYWAY_MS})}catch(e){}})(window,document);`;
