/**
 * Provenance for every regulatory constant. A constant never travels without the document it was
 * read from, so a report can cite it and a reviewer can re-check it against
 * docs/regulatory-sources.md (the section is given in `ref`).
 */
export interface Source {
  /** Legal act or guideline, e.g. "MEPC.353(78)" or "Regulation (EU) 2023/1805". */
  readonly doc: string;
  /** Annex / article / table inside the document. */
  readonly part: string;
  /** Section of docs/regulatory-sources.md that explains the value. */
  readonly ref: string;
  /** Confidence tag (docs/regulatory-sources.md): F firm, S secondary, U uncertain (see DECISIONS). */
  readonly tag: 'F' | 'S' | 'U';
}

/** Inclusive year range; `to: null` means "and every later year" because the text says so (no extrapolation). */
export interface YearRange {
  readonly from: number;
  readonly to: number | null;
}

/**
 * Version of the whole parameter set, stamped on every result. Bump it whenever any constant
 * changes so stored results can be traced to the figures they were computed with.
 * "2025-04" = state after MEPC 83 (MEPC.400(83), April 2025).
 */
export const PARAMETER_SET = '2025-04.1';

export const src = (doc: string, part: string, ref: string, tag: Source['tag'] = 'F'): Source => ({
  doc,
  part,
  ref,
  tag,
});
