/**
 * Findings of a verification (docs/verification.md §2): what the verifier records against a
 * report, and the company's answers. Pure rules; the server stores them in `report_findings` with
 * every change in `report_finding_events`.
 */
export const FINDING_KINDS = ['misstatement', 'nonConformity', 'improvement'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** What a finding concerns in the ledger: a voyage record (by reference code) or a leg (by id). */
export type LedgerRef = { kind: 'record'; ref: string } | { kind: 'leg'; id: number };

/**
 * The reference codes typed in a finding's form: separated by commas (either width), 、 or spaces,
 * trimmed, each once in the order first typed.
 */
export const refCodes = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,，、;；]+/)
      .map((r) => r.trim())
      .filter((r) => r.length > 0),
  ),
];

/** The record codes a finding names (its legs are not records). */
export const recordRefs = (refs: readonly LedgerRef[]): string[] =>
  refs.flatMap((r) => (r.kind === 'record' ? [r.ref] : []));

/**
 * open: waits for the company; accepted: agreed (and corrected, for a misstatement); disputed;
 * closed: a non-conformity or improvement carried to the ship's next report and closed there by the
 * verifier (domain/verification/carryOver.ts). A closed finding takes no more answers.
 */
export const FINDING_STATES = ['open', 'accepted', 'disputed', 'closed'] as const;
export type FindingState = (typeof FINDING_STATES)[number];

export const ANSWERS = ['accept', 'dispute'] as const;
export type Answer = (typeof ANSWERS)[number];

export interface Finding {
  id: number;
  kind: FindingKind;
  description: string;
  /** Misstatement: the report line it affects (a totals key) and the amount in that line's unit. */
  figureKey: string | null;
  amount: number | null;
  unit: string | null;
  /** Non-conformity: the rule broken (article, MP section, procedure). */
  rule: string | null;
  refs: LedgerRef[];
  corrected: boolean;
  state: FindingState;
  /** The company's reason when it disputes the finding. */
  answerReason: string | null;
}

export interface NewFinding {
  kind: FindingKind;
  description: string;
  figureKey?: string | null;
  amount?: number | null;
  rule?: string | null;
  refs?: LedgerRef[];
  corrected?: boolean;
}

/** Why a new finding is not acceptable, or null: each kind carries what defines it. */
export function findingProblem(f: NewFinding, figureKeys: readonly string[]): string | null {
  if (f.description.trim().length === 0) return 'description';
  if (f.kind === 'misstatement') {
    if (!f.figureKey || !figureKeys.includes(f.figureKey)) return 'figure';
    if (f.amount === null || f.amount === undefined || !Number.isFinite(f.amount) || f.amount === 0)
      return 'amount';
  }
  if (f.kind === 'nonConformity' && !(f.rule ?? '').trim()) return 'rule';
  return null;
}

/**
 * The company's answer: `accept` agrees (for a misstatement with `corrected` saying whether the
 * figures were fixed), `dispute` needs a reason. Answering again replaces the answer (history kept).
 */
export function answerProblem(a: { answer: Answer; reason?: string | null }): string | null {
  if (a.answer === 'dispute' && !(a.reason ?? '').trim()) return 'reason';
  return null;
}

export const stateAfter = (a: Answer): FindingState => (a === 'accept' ? 'accepted' : 'disputed');

/** A misstatement still standing: not corrected, whatever the company answered. */
export const isUncorrectedMisstatement = (f: Pick<Finding, 'kind' | 'corrected'>) =>
  f.kind === 'misstatement' && !f.corrected;
