import { z } from 'zod';
import { ANSWERS, FINDING_KINDS } from '../verification/findings.js';
import { OUTCOMES, statementMissing } from '../verification/outcomes.js';
import { JsonId, TextId, textInt, Version } from './ids.js';

/** Request schemas of the verification API (docs/verification.md §5). */

const Text = (max: number) => z.string({ error: 'msg.required' }).trim().max(max, 'msg.too_long');

/** The opinion; its statement where the outcome needs one (domain/verification/outcomes.ts). */
export const OpinionBody = z
  .object({
    outcome: z.enum(OUTCOMES, { error: 'msg.choice' }),
    statement: Text(4000).optional(),
    /** The verification team and the site visit (where, when), as the verifier writes them. */
    team: Text(1000).optional(),
    siteVisit: Text(1000).optional(),
    version: Version,
  })
  .refine((b) => !statementMissing(b.outcome, b.statement), {
    message: 'msg.required',
    path: ['statement'],
  });

const LedgerRefSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('record'), ref: Text(64).min(1, 'msg.required') }),
    z.object({ kind: z.literal('leg'), id: JsonId }),
  ],
  { error: 'msg.choice' },
);

export const FindingBody = z.object({
  kind: z.enum(FINDING_KINDS, { error: 'msg.choice' }),
  description: Text(2000).min(1, 'msg.required'),
  figureKey: Text(200).nullish(),
  amount: z.number({ error: 'msg.number' }).finite('msg.number').nullish(),
  rule: Text(500).nullish(),
  refs: z.array(LedgerRefSchema).max(200, 'msg.too_long').default([]),
  corrected: z.boolean({ error: 'msg.choice' }).default(false),
});

export const AnswerBody = z
  .object({
    answer: z.enum(ANSWERS, { error: 'msg.choice' }),
    reason: Text(2000).optional(),
    corrected: z.boolean({ error: 'msg.choice' }).default(false),
    version: Version,
  })
  .refine((b) => b.answer !== 'dispute' || (b.reason ?? '').length > 0, {
    message: 'msg.required',
    path: ['reason'],
  });

/** The verifier closes a finding carried from the previous period: why, always (docs/verification.md §9). */
export const CloseBody = z.object({ comment: Text(2000).min(1, 'msg.required') });

export const FindingParams = z.object({ id: TextId, findingId: TextId });

const Seed = z.string({ error: 'msg.required' }).regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'msg.choice');

export const SampleQuery = z.object({ seed: Seed.optional(), size: textInt(1, 200).optional() });

export const SampleCheckBody = z
  .object({
    seed: Seed,
    size: z
      .number({ error: 'msg.number' })
      .int('msg.integer')
      .min(1, 'msg.out_of_range')
      .max(200, 'msg.out_of_range'),
    ref: Text(64).min(1, 'msg.required'),
    note: Text(2000).optional(),
    attachmentId: JsonId.optional(),
  })
  .refine((b) => (b.note ?? '').length > 0 || b.attachmentId !== undefined, {
    message: 'msg.required',
    path: ['note'],
  });

/** A certificate's serial as typed on the public page; the service normalises it (domain). */
export const SerialParams = z.object({
  serial: z
    .string({ error: 'msg.required' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'msg.choice'),
});

export const FileParams = z.object({
  id: TextId,
  doc: z.enum(['report', 'certificate'], { error: 'msg.choice' }),
  format: z.enum(['pdf', 'xlsx'], { error: 'msg.choice' }),
});
export const FileQuery = z.object({ lang: z.enum(['zh', 'en'], { error: 'msg.choice' }).optional() });
