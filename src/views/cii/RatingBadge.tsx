import type { CiiRating } from '../../domain/cii/rating';

const COLOURS: Record<CiiRating, string> = {
  A: '#1a7f37',
  B: '#4ac26b',
  C: '#9a6700',
  D: '#bc4c00',
  E: '#cf222e',
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
        color: '#fff',
        background: COLOURS[rating],
        fontWeight: 600,
      }}
    >
      {rating}
    </span>
  );
}
