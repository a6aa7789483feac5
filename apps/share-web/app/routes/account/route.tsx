import { CONTENT_TYPE_NAMES, type MpProfile, mediaSrcSet } from "@davmu/contract/client";
import { Suspense, useState } from "react";
import { Await, Link } from "react-router";
import { keepCardsOnFailure, PagedCards } from "../../components/content/paged-cards.tsx";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { FollowButton } from "../../components/social/follow-button.tsx";
import type { Deferred } from "../../platform/deferred.ts";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./account.css?inline";
import cssHref from "./account.css?url";
import { loadAccount } from "./loader.server.ts";

const screen = siteScreen("account", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadAccount(args);
}

/** "Load more" that fails shows a retry under the cards (paged-cards). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return keepCardsOnFailure(args);
}

/**
 * A media account's page (spec §2 `/{actor}/user/{user_id}`, docs/decisions/0055): who it is, its
 * followers and a follow button, its items by type (tabs that are links, so they work without
 * scripts), more a page at a time, and other accounts to follow.
 */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { mp, typeCounts, type } = loaderData;
  const { t, path, contentLang, locale } = useI18n();
  const f = useFormat();
  const [followers, setFollowers] = useState(mp.follower_count);
  const here = path(`/mp/user/${mp.id}`);
  return (
    <screen.Page bar={<OpenAppBar target={{ path: "mp", params: { id: mp.id } }} />}>
      <main>
        <header className="account-head">
          <img
            className="account-head__avatar"
            src={mp.avatar}
            srcSet={mediaSrcSet(mp.avatar, mp.avatar_widths) || undefined}
            sizes="80px"
            alt=""
            width={80}
            height={80}
          />
          <h1 className="account-head__name" lang={contentLang}>
            {mp.name}
          </h1>
          {mp.description && (
            <p className="account-head__about" lang={contentLang}>
              {mp.description}
            </p>
          )}
          <dl className="account-head__stats">
            <div>
              <dt>{t("account.followers")}</dt>
              <dd>{f.count(followers)}</dd>
            </div>
            <div>
              <dt>{t("account.works")}</dt>
              <dd>{f.count(mp.content_count)}</dd>
            </div>
          </dl>
          <FollowButton
            account={{ id: mp.id, name: mp.name, follower_count: mp.follower_count }}
            className="account-head__follow"
            onCount={setFollowers}
          />
        </header>
        {typeCounts.length > 1 && (
          <nav className="account-tabs" aria-label={t("account.tabs")}>
            <Tab to={here} current={type === null} label={t("account.tab.all")} count={mp.content_count} />
            {typeCounts.map((c) => (
              <Tab
                key={c.type}
                to={`${here}?type=${c.type}`}
                current={type === c.type}
                label={CONTENT_TYPE_NAMES[c.type][locale.code]}
                count={c.count}
              />
            ))}
          </nav>
        )}
        <PagedCards
          key={type ?? "all"}
          first={loaderData}
          query={type ? `type=${type}&` : ""}
          label={type ? CONTENT_TYPE_NAMES[type][locale.code] : t("account.tab.all")}
          texts={{
            empty: t("account.empty"),
            more: t("account.more"),
            loading: t("account.loading"),
            end: t("account.end"),
            failed: t("account.failed"),
          }}
        />
        <Suggested accounts={loaderData.suggested} />
      </main>
    </screen.Page>
  );
}

function Tab({ to, current, label, count }: { to: string; current: boolean; label: string; count: number }) {
  return (
    <Link
      className="account-tabs__tab"
      to={to}
      aria-current={current ? "page" : undefined}
      replace
      preventScrollReset
    >
      {label}
      <span className="account-tabs__count">{count}</span>
    </Link>
  );
}

/** Other accounts to follow, most followed first; after the page on a client navigation, never failing it. */
function Suggested({ accounts }: { accounts: Deferred<MpProfile[] | null> }) {
  const { t, path, contentLang } = useI18n();
  const f = useFormat();
  return (
    <Suspense fallback={null}>
      <Await resolve={accounts}>
        {(list) =>
          list && list.length > 0 ? (
            <section className="account-suggested" aria-labelledby="account-suggested">
              <h2 id="account-suggested" className="section-title">
                {t("account.suggested")}
              </h2>
              <ul className="snap-strip account-suggested__list">
                {list.map((a) => (
                  <li key={a.id}>
                    <Link className="account-suggested__card" to={path(`/mp/user/${a.id}`)}>
                      <img
                        className="account-suggested__avatar"
                        src={a.avatar}
                        srcSet={mediaSrcSet(a.avatar, a.avatar_widths) || undefined}
                        sizes="56px"
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                      />
                      <span className="account-suggested__name" lang={contentLang}>
                        {a.name}
                      </span>
                      <span className="account-suggested__followers">
                        {t("account.suggestedFollowers", { n: f.count(a.follower_count) })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
