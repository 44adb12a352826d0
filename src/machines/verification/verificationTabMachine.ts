import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage, errorParams } from '../../domain/apiError';
import type { ReportDto } from '../../domain/reports/types';
import type { AnswerInput, VerificationDto } from '../../domain/verification/dto';
import {
  answerProblem,
  findingProblem,
  refCodes,
  type Answer,
  type FindingKind,
  type NewFinding,
} from '../../domain/verification/findings';
import { statementMissing, type Outcome } from '../../domain/verification/outcomes';

/**
 * The Verification tab of a report (docs/verification.md): the overview read from the API, the
 * verifier's opinion (chosen, stated, confirmed), a new finding (form with the domain's own rules)
 * and the company's answer to one. The calls are provided actors (provided.ts); the view only
 * renders this state. Every act reads the overview again, so materiality and history stay the
 * server's.
 */
/** Who reads the tab: an administrator may act as the verifier and as the company (the server's rule). */
export type TabRole = 'verifier' | 'company' | 'admin' | 'reader';

export interface FindingDraft {
  kind: FindingKind;
  description: string;
  figureKey: string;
  /** As typed: the form keeps the text, the act sends the number. */
  amount: string;
  rule: string;
  /** The ledger records it concerns, by reference code as typed (the act sends each once). */
  refs: string;
}

export interface AnswerDraft {
  findingId: number;
  version: number;
  answer: Answer;
  reason: string;
  corrected: boolean;
}

export interface VerificationTabContext {
  reportId: number;
  /** The report's version, for the opinion's optimistic check; the opinion's answer moves it. */
  version: number;
  role: TabRole;
  figureKeys: string[];
  data: VerificationDto | null;
  outcome: Outcome | null;
  statement: string;
  /** The verification team and the site visit, entered with the opinion (optional). */
  team: string;
  siteVisit: string;
  finding: FindingDraft;
  answer: AnswerDraft | null;
  /** The field a validation refused, before anything was sent. */
  problem: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  /** What the refusal is about, for the view's own words (a material misstatement's line and sums). */
  errorParams: Readonly<Record<string, string | number>> | null;
}

export type VerificationTabEvent =
  | { type: 'tab.retry' }
  | { type: 'opinion.choose'; outcome: Outcome }
  | { type: 'statement.change'; value: string }
  | { type: 'opinionExtra.change'; field: 'team' | 'siteVisit'; value: string }
  | { type: 'file.download'; doc: VerificationFileDoc; format: 'pdf' | 'xlsx'; lang: 'zh' | 'en' }
  | { type: 'opinion.confirm' }
  | { type: 'opinion.cancel' }
  | { type: 'finding.new' }
  | { type: 'finding.change'; field: keyof FindingDraft; value: string }
  | { type: 'finding.save' }
  | { type: 'finding.cancel' }
  | { type: 'answer.open'; findingId: number; version: number; answer: Answer }
  | { type: 'answer.change'; reason?: string; corrected?: boolean }
  | { type: 'answer.save' }
  | { type: 'answer.cancel' };

/** The files of a verification: its report (after an opinion) and its certificate (when issued). */
export type VerificationFileDoc = 'report' | 'certificate';
export const fileAvailable = (data: VerificationDto | null, doc: VerificationFileDoc) =>
  data !== null && (doc === 'report' ? data.opinions.length > 0 : (data.certificates ?? []).length > 0);

const NO_EXTRA = { team: '', siteVisit: '' } as const;

const EMPTY_FINDING: FindingDraft = {
  kind: 'misstatement',
  description: '',
  figureKey: '',
  amount: '',
  rule: '',
  refs: '',
};
const noError = { errorCode: null, errorMessage: null, errorParams: null, problem: null } as const;
const failed = ({ event }: { event: unknown }) => ({
  errorCode: errorCode((event as { error?: unknown }).error),
  errorMessage: errorMessage((event as { error?: unknown }).error),
  errorParams: errorParams((event as { error?: unknown }).error),
});

/** The finding as the API takes it: only the fields of its kind, the amount as a number. */
export function findingToSend(d: FindingDraft): NewFinding {
  const text = d.amount.trim().replace(',', '.');
  const refs = refCodes(d.refs).map((ref) => ({ kind: 'record' as const, ref }));
  if (d.kind === 'misstatement')
    return {
      kind: d.kind,
      description: d.description.trim(),
      figureKey: d.figureKey || null,
      amount: text === '' ? null : Number(text),
      refs,
    };
  if (d.kind === 'nonConformity')
    return { kind: d.kind, description: d.description.trim(), rule: d.rule.trim(), refs };
  return { kind: d.kind, description: d.description.trim(), refs };
}

/** The company answers findings until the report is confirmed, superseded or cancelled. */
const ANSWER_CLOSED = ['confirmed', 'accepted', 'superseded', 'cancelled'];
export const mayAnswer = (c: Pick<VerificationTabContext, 'role' | 'data'>) =>
  (c.role === 'company' || c.role === 'admin') && c.data !== null && !ANSWER_CLOSED.includes(c.data.status);
export const inVerification = (c: Pick<VerificationTabContext, 'role' | 'data'>) =>
  (c.role === 'verifier' || c.role === 'admin') && c.data?.status === 'submitted';

const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`verificationTab: provide ${name}`);
  });

export const verificationTabMachine = setup({
  types: {
    context: {} as VerificationTabContext,
    events: {} as VerificationTabEvent,
    input: {} as { reportId: number; version: number; role: TabRole; figureKeys: string[] },
  },
  actors: {
    load: notProvided<VerificationDto, { id: number }>('load'),
    giveOpinion: notProvided<
      ReportDto,
      {
        id: number;
        outcome: Outcome;
        statement?: string;
        team?: string;
        siteVisit?: string;
        version: number;
      }
    >('giveOpinion'),
    download: notProvided<
      unknown,
      { id: number; doc: VerificationFileDoc; format: 'pdf' | 'xlsx'; lang: 'zh' | 'en' }
    >('download'),
    recordFinding: notProvided<unknown, { id: number; finding: NewFinding }>('recordFinding'),
    answerFinding: notProvided<unknown, { id: number; findingId: number; body: AnswerInput }>(
      'answerFinding',
    ),
  },
  guards: {
    // The verifier acts while the report is in verification (the server's rule, 409 otherwise).
    inVerification: ({ context }) => inVerification(context),
    mayAnswer: ({ context }) => mayAnswer(context),
    statementGiven: ({ context }) => !statementMissing(context.outcome!, context.statement),
    findingValid: ({ context }) =>
      findingProblem(findingToSend(context.finding), context.figureKeys) === null,
    answerValid: ({ context }) => answerProblem(context.answer!) === null,
    fileAvailable: ({ context, event }) =>
      event.type === 'file.download' && fileAvailable(context.data, event.doc),
  },
}).createMachine({
  id: 'verificationTab',
  context: ({ input }) => ({
    ...input,
    data: null,
    outcome: null,
    statement: '',
    ...NO_EXTRA,
    finding: EMPTY_FINDING,
    answer: null,
    ...noError,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.reportId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign(failed) },
      },
    },
    failed: { on: { 'tab.retry': { target: 'loading', actions: assign(noError) } } },
    ready: {
      on: {
        'opinion.choose': {
          guard: 'inVerification',
          target: 'opinion',
          actions: assign({ outcome: ({ event }) => event.outcome, statement: '', ...NO_EXTRA, ...noError }),
        },
        'file.download': { guard: 'fileAvailable', target: 'downloading', actions: assign(noError) },
        'finding.new': {
          guard: 'inVerification',
          target: 'finding',
          actions: assign({ finding: EMPTY_FINDING, ...noError }),
        },
        'answer.open': {
          guard: 'mayAnswer',
          target: 'answer',
          actions: assign({
            answer: ({ event }) => ({
              findingId: event.findingId,
              version: event.version,
              answer: event.answer,
              reason: '',
              corrected: event.answer === 'accept',
            }),
            ...noError,
          }),
        },
      },
    },
    opinion: {
      on: {
        'statement.change': { actions: assign({ statement: ({ event }) => event.value, problem: null }) },
        'opinionExtra.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value }) as { team: string }),
        },
        'opinion.confirm': [
          { guard: 'statementGiven', target: 'givingOpinion', actions: assign(noError) },
          { actions: assign({ problem: 'statement' }) },
        ],
        'opinion.cancel': {
          target: 'ready',
          actions: assign({ outcome: null, statement: '', ...NO_EXTRA, ...noError }),
        },
      },
    },
    givingOpinion: {
      tags: ['busy'],
      invoke: {
        id: 'giveOpinion',
        src: 'giveOpinion',
        input: ({ context }) => ({
          id: context.reportId,
          outcome: context.outcome!,
          statement: context.statement.trim() || undefined,
          team: context.team.trim() || undefined,
          siteVisit: context.siteVisit.trim() || undefined,
          version: context.version,
        }),
        onDone: {
          target: 'loading',
          actions: assign({
            version: ({ event }) => event.output.version,
            outcome: null,
            statement: '',
            ...NO_EXTRA,
          }),
        },
        // 409 verification.material names the line, the sum and the level: the dialog shows it.
        onError: { target: 'opinion', actions: assign(failed) },
      },
    },
    // A file of the verification, fetched with the session and saved; a refusal shows on the tab.
    downloading: {
      tags: ['busy'],
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context, event }) => {
          const e = event as Extract<VerificationTabEvent, { type: 'file.download' }>;
          return { id: context.reportId, doc: e.doc, format: e.format, lang: e.lang };
        },
        onDone: { target: 'ready' },
        onError: { target: 'ready', actions: assign(failed) },
      },
    },
    finding: {
      on: {
        'finding.change': {
          actions: assign({
            finding: ({ context, event }) => ({ ...context.finding, [event.field]: event.value }),
            problem: null,
          }),
        },
        'finding.save': [
          { guard: 'findingValid', target: 'savingFinding', actions: assign(noError) },
          {
            actions: assign({
              problem: ({ context }) => findingProblem(findingToSend(context.finding), context.figureKeys),
            }),
          },
        ],
        'finding.cancel': { target: 'ready', actions: assign({ finding: EMPTY_FINDING, ...noError }) },
      },
    },
    savingFinding: {
      tags: ['busy'],
      invoke: {
        id: 'recordFinding',
        src: 'recordFinding',
        input: ({ context }) => ({ id: context.reportId, finding: findingToSend(context.finding) }),
        onDone: { target: 'loading', actions: assign({ finding: EMPTY_FINDING }) },
        onError: { target: 'finding', actions: assign(failed) },
      },
    },
    answer: {
      on: {
        'answer.change': {
          actions: assign({
            answer: ({ context, event }) => ({
              ...context.answer!,
              reason: event.reason ?? context.answer!.reason,
              corrected: event.corrected ?? context.answer!.corrected,
            }),
            problem: null,
          }),
        },
        'answer.save': [
          { guard: 'answerValid', target: 'savingAnswer', actions: assign(noError) },
          { actions: assign({ problem: 'reason' }) },
        ],
        'answer.cancel': { target: 'ready', actions: assign({ answer: null, ...noError }) },
      },
    },
    savingAnswer: {
      tags: ['busy'],
      invoke: {
        id: 'answerFinding',
        src: 'answerFinding',
        input: ({ context }) => {
          const a = context.answer!;
          return {
            id: context.reportId,
            findingId: a.findingId,
            body: {
              answer: a.answer,
              reason: a.reason.trim() || undefined,
              corrected: a.answer === 'accept' && a.corrected,
              version: a.version,
            },
          };
        },
        onDone: { target: 'loading', actions: assign({ answer: null }) },
        onError: { target: 'answer', actions: assign(failed) },
      },
    },
  },
});

export type VerificationTabActor = ActorRefFrom<typeof verificationTabMachine>;
