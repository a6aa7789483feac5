import { useI18n } from "../../platform/i18n/use-i18n.ts";

export type AppStores = { ios: string | null; android: string | null };

/** Apple's mark, drawn for the App Store button. */
function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.8-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

/** Android's robot head, drawn for the Android button. */
function AndroidMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M17.6 9.5l1.7-3a.4.4 0 0 0-.7-.4l-1.8 3A10.6 10.6 0 0 0 12 8.2c-1.7 0-3.3.3-4.8 1L5.4 6a.4.4 0 1 0-.7.4l1.7 3A9.8 9.8 0 0 0 1.5 17h21a9.8 9.8 0 0 0-4.9-7.5zM7 14.4a1 1 0 1 1 0-2 1 1 0 0 1 0 2zm10 0a1 1 0 1 1 0-2 1 1 0 0 1 0 2z" />
    </svg>
  );
}

/**
 * The app's store buttons, each only when its address is configured; with none, an honest note
 * instead of a dead link.
 */
export function AppStoreLinks({ stores, appName }: { stores: AppStores; appName: string }) {
  const { t } = useI18n();
  if (!stores.ios && !stores.android) {
    return <p className="app-stores__note">{t("app.noStores", { name: appName })}</p>;
  }
  return (
    <ul className="app-stores">
      {stores.ios && (
        <li>
          <a className="app-stores__button" href={stores.ios} rel="noopener">
            <AppleMark />
            <span className="app-stores__text">
              <span className="app-stores__small">{t("app.ios.small")}</span>
              <span className="app-stores__big">App Store</span>
            </span>
          </a>
        </li>
      )}
      {stores.android && (
        <li>
          <a className="app-stores__button" href={stores.android} rel="noopener">
            <AndroidMark />
            <span className="app-stores__text">
              <span className="app-stores__small">{t("app.android.small")}</span>
              <span className="app-stores__big">Android</span>
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}
