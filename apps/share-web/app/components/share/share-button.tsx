import { Suspense, useState } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { withLaterTexts } from "../../platform/i18n/later-texts.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Icon } from "../icons/icon.tsx";

/** The sheet, with its styles and texts (share-sheet.messages.*.ts): fetched at the tap. */
const ShareSheet = lazyPart(
  () => withLaterTexts("share-sheet", import("./share-sheet.tsx")).then((m) => m.ShareSheet),
  "share-sheet",
);

/** The share icon: three joined dots. */
const SHARE_ICON =
  "M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4";

/**
 * The share button of a video or audio page, in the row of like and collect: it opens the share
 * sheet (share-sheet.tsx), whose code comes at the tap.
 */
export function ShareButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="social-bar__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon d={SHARE_ICON} size={22} line={1.8} />
        <span>{t("shareSheet.open")}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
