import type { CiiRating } from '../../domain/cii/rating';

const COLOURS: Record<CiiRating, string> = {
  A: 'var(--fgColor-success)',
  B: 'var(--contribution-default-bgColor-2)',
  C: 'var(--fgColor-attention)',
  D: 'var(--fgColor-severe)',
  E: 'var(--bgColor-danger-emphasis)',
};

/** A rating letter on its colour (the letter carries the meaning; the colour only helps). */
export function RatingBadge({ rating }: { rating: CiiRating | null }) {
  if (!rating) return <span>—</span>;
  return (
    <span
      style={{
        display: 'inline-block',
        minWidth: 22,
        padding: '0 6px',
        borderRadius: 10,
        color: 'var(--fgColor-onEmphasis)',
        background: COLOURS[rating],
        fontWeight: 600,
      }}
    >
      {rating}
    </span>
  );
}
