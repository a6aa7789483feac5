import { type ContentDetail, mediaSrcSet } from "@davmu/contract/client";

/**
 * A media account's avatar at 40 px, or the first character of the source's name where it has
 * none (a channel's own item). `className` is the block's avatar class; `--text` marks the letter.
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
      className={className}
      src={avatar}
      srcSet={mediaSrcSet(avatar, item.mp?.avatar_widths) || undefined}
      sizes="40px"
      alt=""
      width={40}
      height={40}
    />
  ) : (
    <span className={`${className} ${className}--text`} aria-hidden="true">
      {item.source.slice(0, 1)}
    </span>
  );
}
