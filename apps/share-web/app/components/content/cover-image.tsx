import { type Image, mediaSrcSet } from "@davmu/contract/client";

type Props = {
  image: Image;
  className?: string;
  /** The first image on screen is the page's largest paint: load it at once. */
  priority?: boolean;
  /** How wide the image is drawn (the `sizes` attribute): the browser picks its file from it. */
  sizes: string;
};

/**
 * An image that keeps its size before it loads (no layout shift), loads lazily by default and
 * offers the smaller files it is served at, so a thumbnail never downloads the full picture.
 */
export function CoverImage({ image, className, priority = false, sizes }: Props) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={mediaSrcSet(image.url, image.widths, image.width) || undefined}
      width={image.width}
      height={image.height}
      alt={image.alt ?? ""}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
