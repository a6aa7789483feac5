import type { FormDetail } from "@davmu/contract/client";
import { Link } from "react-router";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { OpenAppBar } from "../../components/open-app/open-app-bar.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import cssText from "./activity.css?inline";
import cssHref from "./activity.css?url";
import { ActivitySignup } from "./activity-signup.tsx";
import { ACTIVITY_BANNER_SIZES, activitySpan, activityTime } from "./activity-time.ts";
import { loadActivity } from "./loader.server.ts";

const screen = siteScreen("activity", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

/** Short: the count of sign-ups moves; the visitor's own entry is asked for by the browser. */
export const headers = cachedHeaders(15, 60);

export function loader(args: Route.LoaderArgs) {
  return loadActivity(args);
}

/**
 * An activity with its sign-up form (spec §2 `/activity/{post_id?}`, docs/decisions/0070): the
 * banner, what, when, where and who, then where sign-up stands and the form. Without an id, every
 * activity as a card.
 */
export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <screen.Page
      bar={
        loaderData.view === "activity" ? (
          <OpenAppBar target={{ path: "activity", params: { id: loaderData.activity.id } }} />
        ) : null
      }
    >
      <main>
        {loaderData.view === "list" ? (
          <>
            <header className="activity-list-head">
              <h1 className="activity-list-head__title">{t("activity.listTitle")}</h1>
              <p className="activity-list-head__lead">{t("activity.listLead")}</p>
            </header>
            <ActivityCards list={loaderData.list} />
          </>
        ) : (
          <>
            <ActivityHead activity={loaderData.activity} />
            <ActivitySignup activity={loaderData.activity} />
          </>
        )}
      </main>
    </screen.Page>
  );
}

function ActivityHead({ activity }: { activity: FormDetail }) {
  const { t, contentLang } = useI18n();
  const mp = activity.organiser.mp;
  return (
    <article className="activity">
      {activity.banner && (
        <CoverImage
          className="activity__banner"
          image={{ ...activity.banner, alt: "" }}
          priority
          sizes={ACTIVITY_BANNER_SIZES}
        />
      )}
      <div className="activity__body">
        <h1 className="activity__title" lang={contentLang}>
          {activity.title}
        </h1>
        <dl className="activity-facts">
          <div className="activity-facts__row">
            <dt>{t("activity.time")}</dt>
            <dd>
              <time dateTime={new Date(activity.start_time * 1000).toISOString()}>
                {activitySpan(t, activity.start_time, activity.end_time)}
              </time>
            </dd>
          </div>
          <div className="activity-facts__row">
            <dt>{t("activity.place")}</dt>
            <dd lang={contentLang}>{activity.place}</dd>
          </div>
          <div className="activity-facts__row">
            <dt>{t("activity.organiser")}</dt>
            <dd className="activity-facts__organiser" lang={contentLang}>
              {mp && <img className="activity-facts__avatar" src={mp.avatar} alt="" width={24} height={24} />}
              {activity.organiser.name}
            </dd>
          </div>
        </dl>
        <h2 className="section-title">{t("activity.about")}</h2>
        <div className="activity__about" lang={contentLang}>
          {activity.description.split("\n").map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}

function ActivityCards({
  list,
}: {
  list: Pick<FormDetail, "id" | "title" | "banner" | "start_time" | "place" | "state">[];
}) {
  const { t, path, contentLang } = useI18n();
  if (list.length === 0) return <p className="activity-list-empty">{t("activity.listEmpty")}</p>;
  return (
    <ul className="activity-cards">
      {list.map((item) => (
        <li key={item.id}>
          <Link className="activity-card" to={path(`/activity/${item.id}`)}>
            {item.banner && (
              <CoverImage
                className="activity-card__banner"
                image={{ ...item.banner, alt: "" }}
                sizes="120px"
              />
            )}
            <span className="activity-card__text">
              <span className="activity-card__title" lang={contentLang}>
                {item.title}
              </span>
              <span className="activity-card__meta">{activityTime(t, item.start_time)}</span>
              <span className={`activity-badge activity-badge--${item.state}`}>
                {t(`activity.state.${item.state}`)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
