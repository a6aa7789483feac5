// A module of its own, with no imports: only the server's head script uses it, and the browser's
// bundle leaves it out (the script has run by the time the bundle does).

/**
 * Runs in the document head after the early-tap script (early-tap-script.ts). The network can go
 * after the HTML has arrived and before the page's script has: the script's fetch fails, React
 * never starts, and the page stays only HTML, its Play and Like buttons dead, even once the phone
 * is back online. So when the network comes back before React has started, the page loads again.
 *
 * React's start is the client entry's taking of the early tap, which removes the early-tap global
 * (`__davmuEarlyTap`): while that global is there, React has not started. A page that has started
 * never reloads.
 */
export const RELOAD_WHEN_ONLINE_SCRIPT = `(function(w){w.addEventListener("online",function(){w.__davmuEarlyTap&&w.location.reload()})})(window);`;
