import { type ContentDetail, mediaSrcSet } from "@davmu/contract/client";

/**
 * A media account's avatar at 40 px, or the first character of the source's name where it has
 * none (a channel's own item). Its look is `account-avatar.css`, which a screen's stylesheet
 * imports; `className` is the block's avatar class (placement, or a look of its own, as the
 * short-video overlay's), and `--text` on either marks the letter.
 */
export function AccountAvatar({
  item,
  className,
}: {
  item: Pick<ContentDetail, "mp" | "source">;
  className: string;
}) {
  const avatar = item.mp?.avatar;
  return avatar ? (
    <img
      className={`account-avatar ${className}`}
      src={avatar}
      srcSet={mediaSrcSet(avatar, item.mp?.avatar_widths) || undefined}
      sizes="40px"
      alt=""
      width={40}
      height={40}
    />
  ) : (
    <span
      className={`account-avatar account-avatar--text ${className} ${className}--text`}
      aria-hidden="true"
    >
      {item.source.slice(0, 1)}
    </span>
  );
}
