// A module of its own, with no imports: only the server's head script uses it, and the browser's
// bundle leaves it out (the script has run by the time the bundle does).

/**
 * Runs in the document head with the theme script, before the first paint. Until the page's script
 * starts React, a button on the server's page is only HTML: a tap on Play, Like or Follow does
 * nothing, and the visitor, on a slow network, is left to tap again without knowing whether the
 * first counted. This keeps the last such tap: a button of type "button" (links and forms work
 * without script) that is not disabled. The client entry takes it when it starts React, which stops
 * the keeping (holdEarlyTap), and the page taps the same button again once it has hydrated
 * (useEarlyTapReplay). The taking removes the global: while it is there, React has not started
 * (reload-when-online-script.ts reads it).
 */
export const EARLY_TAP_SCRIPT = `(function(w,d){var k=null;function h(e){var b=e.target&&e.target.closest?e.target.closest("button"):null;k=b&&b.type==="button"&&!b.disabled?b:null}d.addEventListener("click",h,true);w.__davmuEarlyTap=function(){d.removeEventListener("click",h,true);delete w.__davmuEarlyTap;var b=k;k=null;return b}})(window,document);`;
