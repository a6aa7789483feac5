/** The loading state of a content card. */
export function ContentCardSkeleton() {
  return (
    <div className="content-card content-card--row content-card--skeleton" aria-hidden="true">
      <div className="content-card__link">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="content-card__cover skeleton" />
      </div>
    </div>
  );
}
