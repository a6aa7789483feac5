import type { InviteRecord } from "@davmu/contract/client";
import { useCallback, useEffect, useState } from "react";
import { useHref } from "react-router";
import { useShareOverride } from "../../components/share/use-share-override.ts";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { UserInfo } from "../../platform/store.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { useRootData } from "../../platform/use-root-data.ts";

const PAGE_SIZE = 20;

/**
 * A logged-in visitor's own invitation: the code (made on the first ask), the link to send (and
 * the page's share card becomes that link), how many joined and who, a page at a time.
 */
export function MyInvitations({ user }: { user: UserInfo }) {
  const { t, path } = useI18n();
  const f = useFormat();
  const api = useBrowserApi();
  const site = useRootData()?.site.siteName ?? t("site.defaultTitle");
  const [record, setRecord] = useState<InviteRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState("");

  const load = useCallback(
    async (pageindex: number) => {
      if (!api) return;
      setLoading(true);
      setFailed(false);
      try {
        const page = await api.inviteRecord({ query: { pageindex, pagesize: PAGE_SIZE } });
        setRecord((shown) =>
          shown && pageindex > 1 ? { ...page, list: [...shown.list, ...page.list] } : page,
        );
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [api],
  );
  useEffect(() => {
    void load(1);
  }, [load]);

  // The link with the site's base path, absolute: what a friend opens.
  const href = useHref(path(`/invite/${record?.code ?? ""}`));
  const link = record && typeof window !== "undefined" ? new URL(href, window.location.href).href : null;
  useShareOverride(
    link
      ? {
          link,
          title: t("invite.share", { name: user.nickname, site }),
          desc: t("invite.description", { site }),
        }
      : null,
  );

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNotice(t("invite.mine.copied"));
    } catch {
      setNotice(t("invite.mine.copyFailed"));
    }
  };

  return (
    <>
      <section className="invite-hero" aria-labelledby="invite-mine">
        <img className="invite-hero__avatar" src={user.avatar} alt="" width={64} height={64} />
        <h1 id="invite-mine" className="invite-hero__heading">
          {t("invite.mine")}
        </h1>
        <p className="invite-hero__lead">{t("invite.mine.lead")}</p>
      </section>
      {failed && !record ? (
        <section className="invite-card">
          <p className="invite-card__note" role="alert">
            {t("invite.mine.failed")}
          </p>
          <button type="button" className="invite-card__primary" onClick={() => void load(1)}>
            {t("invite.mine.retry")}
          </button>
        </section>
      ) : (
        <section className="invite-card invite-mine" aria-busy={!record}>
          <p className="invite-mine__label">{t("invite.mine.code")}</p>
          <p className="invite-mine__code" translate="no">
            {record?.code ?? "\u00a0"}
          </p>
          <p className="invite-mine__counts">
            {record
              ? `${t("invite.mine.count", { n: f.count(record.used_count) })} · ${t("invite.remaining", { n: record.remaining })}`
              : "\u00a0"}
          </p>
          {link && (
            <p className="invite-mine__link" translate="no">
              {link}
            </p>
          )}
          <button type="button" className="invite-card__primary" onClick={copy} disabled={!link}>
            {t("invite.mine.copy")}
          </button>
          <p className="invite-mine__notice" role="status">
            {notice}
          </p>
        </section>
      )}
      {record && (
        <section className="invite-joined" aria-labelledby="invite-joined">
          <h2 id="invite-joined" className="invite-joined__heading">
            {t("invite.mine.list")}
          </h2>
          {record.list.length === 0 ? (
            <p className="invite-joined__empty">{t("invite.mine.empty")}</p>
          ) : (
            <ul className="invite-joined__list">
              {record.list.map(({ user: joined, redeemed_at }) => (
                <li key={joined.id} className="invite-joined__item">
                  <img className="invite-joined__avatar" src={joined.avatar} alt="" width={40} height={40} />
                  <span className="invite-joined__name">{joined.nickname}</span>
                  <span className="invite-joined__time">
                    {t("invite.mine.joined", { time: f.timeSincePlus(redeemed_at) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {record.has_more && (
            <button
              type="button"
              className="invite-joined__more"
              onClick={() => void load(record.pageindex + 1)}
              aria-busy={loading}
            >
              {t("invite.mine.more")}
            </button>
          )}
          {failed && (
            <p className="invite-card__note" role="alert">
              {t("invite.mine.failed")}
            </p>
          )}
        </section>
      )}
    </>
  );
}
