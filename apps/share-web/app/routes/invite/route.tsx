import { SitePage } from "../../components/site/site-page.tsx";
import { ScreenStyle, type ScreenStylesheet, screenStyleLinks } from "../../platform/inline-stylesheet.tsx";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useSession } from "../../platform/session/use-session.ts";
import authCssText from "../auth/auth.css?inline";
import authCssHref from "../auth/auth.css?url";
import type { Route } from "./+types/route";
import { CodeEntry } from "./code-entry.tsx";
import { Invitation } from "./invitation.tsx";
import cssText from "./invite.css?inline";
import cssHref from "./invite.css?url";
import { loadInvite } from "./loader.server.ts";
import { MyInvitations } from "./my-invitations.tsx";

/** The login form's look, shared with the login page (the same id: one copy when both were shown). */
const authStylesheet: ScreenStylesheet = {
  id: "css-auth",
  text: import.meta.env.SSR ? authCssText : "",
  href: authCssHref,
};
const stylesheet: ScreenStylesheet = {
  id: "css-invite",
  text: import.meta.env.SSR ? cssText : "",
  href: cssHref,
};

export const links = () => [...screenStyleLinks(authStylesheet)(), ...screenStyleLinks(stylesheet)()];

export const meta = loaderMeta;

/** The same page for everyone who opens the same code: who invites is fetched in the browser. */
export const headers = cachedHeaders(300, 3600);

export function loader(args: Route.LoaderArgs) {
  return loadInvite(args);
}

/**
 * An invitation (spec §2 `/invite/{code?}`, docs/decisions/0054): who invites and what the app
 * offers, and registering a new number through the code. Without a code, a field to type one. A
 * visitor who is logged in sees their own invitation: the code, the link to send, who joined.
 */
export default function InvitePage({ loaderData }: Route.ComponentProps) {
  const { code } = loaderData;
  const user = useSession();
  return (
    <>
      {/* The login form's styles, which the invitation's own build on. */}
      <ScreenStyle stylesheet={authStylesheet} />
      <SitePage stylesheet={stylesheet} modifier="page--invite">
        <main className="invite">
          {code ? (
            <Invitation code={code} user={user} />
          ) : user ? (
            <MyInvitations user={user} />
          ) : (
            <CodeEntry />
          )}
        </main>
      </SitePage>
    </>
  );
}
