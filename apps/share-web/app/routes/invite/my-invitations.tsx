import type { InviteRecord } from "@davmu/contract/client";
import { useState } from "react";
import { useHref } from "react-router";
import { useShareOverride } from "../../components/share/use-share-override.ts";
import { usePagedList } from "../../platform/data/use-paged-list.ts";
import { useServiceEffect } from "../../platform/data/use-service-effect.ts";
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
  /** The code and its counts, as the last page read told them. */
  const [record, setRecord] = useState<Omit<InviteRecord, "list"> | null>(null);
  const [notice, setNotice] = useState("");
  const joined = usePagedList<InviteRecord["list"][number]>({
    first: { list: [], hasMore: false, page: 0 },
    fetchPage: async (pageindex) => {
      if (!api) throw new Error("the invitation is read once the page is hydrated");
      const page = await api.inviteRecord({ query: { pageindex, pagesize: PAGE_SIZE } });
      setRecord(page);
      return page;
    },
    append: (shown, page) => [...shown, ...page.list],
  });
  const { reload } = joined;
  useServiceEffect(() => {
    void reload();
  }, [reload]);

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
      {joined.failed === "first" ? (
        <section className="invite-card">
          <p className="invite-card__note" role="alert">
            {t("invite.mine.failed")}
          </p>
          <button type="button" className="invite-card__primary" onClick={() => void joined.reload()}>
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
          {joined.list.length === 0 ? (
            <p className="invite-joined__empty">{t("invite.mine.empty")}</p>
          ) : (
            <ul className="invite-joined__list">
              {joined.list.map(({ user: friend, redeemed_at }) => (
                <li key={friend.id} className="invite-joined__item">
                  <img className="invite-joined__avatar" src={friend.avatar} alt="" width={40} height={40} />
                  <span className="invite-joined__name">{friend.nickname}</span>
                  <span className="invite-joined__time">
                    {t("invite.mine.joined", { time: f.timeSincePlus(redeemed_at) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {joined.hasMore && (
            <button
              type="button"
              className="invite-joined__more"
              onClick={() => void joined.more()}
              aria-busy={joined.loading}
            >
              {t("invite.mine.more")}
            </button>
          )}
          {joined.failed === "more" && (
            <p className="invite-card__note" role="alert">
              {t("invite.mine.failed")}
            </p>
          )}
        </section>
      )}
    </>
  );
}
