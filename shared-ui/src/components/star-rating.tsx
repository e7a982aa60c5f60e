/** Read-only stars for a 1–5 rating. */
export function StarRating({ value, max = 5 }: { value: number; max?: number }) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span className="ui-stars" role="img" aria-label={`${filled} out of ${max} stars`}>
      {Array.from({ length: max }, (_, i) => (
        <span
          key={i}
          className={i < filled ? 'ui-stars__star ui-stars__star--on' : 'ui-stars__star'}
          aria-hidden="true"
        >
          ★
        </span>
      ))}
    </span>
  );
}
