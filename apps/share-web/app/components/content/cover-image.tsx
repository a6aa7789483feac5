import type { Image } from "@davmu/contract";

type Props = {
  image: Image;
  className?: string;
  /** The first image on screen is the page's largest paint: load it at once. */
  priority?: boolean;
  sizes?: string;
};

/** An image that keeps its size before it loads (no layout shift) and loads lazily by default. */
export function CoverImage({ image, className, priority = false, sizes }: Props) {
  return (
    <img
      className={className}
      src={image.url}
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
