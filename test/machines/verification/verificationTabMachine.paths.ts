/**
 * The Verification tab chart's generated paths: shortest paths to every state and every
 * state-changing edge, as one administrator who may act as the verifier and as the company (the
 * view tests take the single roles). Shared by its model test and QA's path report.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import { answerProblem, findingProblem } from '../../../src/domain/verification/findings';
import {
  findingToSend,
  verificationTabMachine,
} from '../../../src/machines/verification/verificationTabMachine';
import type { EventObject } from 'xstate';
import { coveringPaths, edgePaths, eventsFrom, journeyPaths, shortestPaths } from '../../support/graph';
import { TOTALS } from '../../support/reports/reportsFixtures';
import { materialRefusal, overview } from '../../support/verification/verificationFixtures';

export const INPUT = {
  reportId: 7,
  version: 3,
  role: 'admin' as const,
  figureKeys: TOTALS.map((t) => t.key),
};

const down = () => new ApiError(503, 'db.unavailable', 'down');

/** A report recalled after a satisfactory opinion and submitted again: a reset opinion, a superseded certificate. */
export const CERTIFIED = overview({
  opinions: [
    {
      id: 1,
      opinionVersion: 1,
      outcome: 'satisfactory',
      statement: null,
      materiality: { level: 0.05, material: false, figures: [] },
      verifierName: 'auditor',
      at: '2026-02-01T08:00:00.000Z',
      resetAt: '2026-02-02T08:00:00.000Z',
      resetBy: 'recall',
      team: 'A. Lee',
      siteVisit: null,
    },
  ],
  certificates: [
    {
      serial: 'SOC-2025-000001-0A1B2C3D',
      kind: 'statementOfCompliance',
      figuresHash: 'a'.repeat(64),
      issuedAt: '2026-02-01T08:00:00.000Z',
      supersededAt: '2026-02-02T08:00:00.000Z',
      state: 'superseded',
    },
  ],
});

export const TAB = {
  loaded: { type: 'xstate.done.actor.load', output: CERTIFIED },
  loadLost: { type: 'xstate.error.actor.load', error: down() },
  retry: { type: 'tab.retry' },
  satisfactory: { type: 'opinion.choose', outcome: 'satisfactory' },
  withComments: { type: 'opinion.choose', outcome: 'satisfactoryWithComments' },
  statement: { type: 'statement.change', value: 'Keep the BDNs with the bunker log.' },
  team: { type: 'opinionExtra.change', field: 'team', value: 'A. Lee (lead), B. Wu' },
  siteVisit: { type: 'opinionExtra.change', field: 'siteVisit', value: 'Shanghai office, 10 Feb' },
  reportPdf: { type: 'file.download', doc: 'report', format: 'pdf', lang: 'en' },
  certificateXlsx: { type: 'file.download', doc: 'certificate', format: 'xlsx', lang: 'en' },
  downloaded: { type: 'xstate.done.actor.download', output: undefined },
  downloadRefused: { type: 'xstate.error.actor.download', error: new ApiError(404, 'not_found', 'gone') },
  confirmOpinion: { type: 'opinion.confirm' },
  cancelOpinion: { type: 'opinion.cancel' },
  opinionGiven: { type: 'xstate.done.actor.giveOpinion', output: { version: 4 } },
  opinionMaterial: { type: 'xstate.error.actor.giveOpinion', error: materialRefusal() },
  newFinding: { type: 'finding.new' },
  kindImprovement: { type: 'finding.change', field: 'kind', value: 'improvement' },
  description: { type: 'finding.change', field: 'description', value: 'Keep the BDNs with the log' },
  refs: { type: 'finding.change', field: 'refs', value: 'R1, R2' },
  saveFinding: { type: 'finding.save' },
  cancelFinding: { type: 'finding.cancel' },
  findingRecorded: { type: 'xstate.done.actor.recordFinding', output: { id: 2 } },
  findingRefused: { type: 'xstate.error.actor.recordFinding', error: down() },
  dispute: { type: 'answer.open', findingId: 1, version: 1, answer: 'dispute' },
  reason: { type: 'answer.change', reason: 'BDN 118 was for the next voyage' },
  saveAnswer: { type: 'answer.save' },
  cancelAnswer: { type: 'answer.cancel' },
  answered: { type: 'xstate.done.actor.answerFinding', output: [] },
  answerRefused: { type: 'xstate.error.actor.answerFinding', error: new ApiError(409, 'conflict', 'moved') },
};

export const events = eventsFrom(Object.values(TAB));

/**
 * What the screen shows and what decides the next step: the state, whether an overview is on
 * screen, what the open dialog's draft still lacks (the guards' question), the problem and the
 * error. The drafts' other fields stay out: they would multiply the paths without another edge.
 */
export const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as ReturnType<typeof verificationTabMachine.getInitialSnapshot>['context'];
  return JSON.stringify([
    s.value,
    c.data !== null,
    c.outcome,
    c.statement !== '',
    findingProblem(findingToSend(c.finding), c.figureKeys),
    c.answer && answerProblem(c.answer),
    c.problem,
    c.errorCode,
  ]);
};
export const options = { input: INPUT, events, serializeState };

export const JOURNEYS: EventObject[][] = [
  // "With comments" refused without its statement, then by the server for a material misstatement.
  [TAB.loaded, TAB.withComments, TAB.confirmOpinion, TAB.statement, TAB.confirmOpinion, TAB.opinionMaterial],
  // A finding refused by the form for each missing field of its kind, then recorded.
  [
    TAB.loaded,
    TAB.newFinding,
    TAB.saveFinding,
    TAB.description,
    TAB.refs,
    TAB.saveFinding,
    TAB.kindImprovement,
    TAB.saveFinding,
    TAB.findingRecorded,
  ],
  // The opinion with its team and site visit, given; the files downloaded, one refused.
  [TAB.loaded, TAB.satisfactory, TAB.team, TAB.siteVisit, TAB.confirmOpinion, TAB.opinionGiven],
  [TAB.loaded, TAB.reportPdf, TAB.downloaded, TAB.certificateXlsx, TAB.downloadRefused, TAB.newFinding],
  // A dispute refused without its reason; the server's conflict keeps the dialog open.
  [TAB.loaded, TAB.dispute, TAB.saveAnswer, TAB.reason, TAB.saveAnswer, TAB.answerRefused],
];

export const paths = coveringPaths(options, [
  ...shortestPaths(verificationTabMachine, options),
  ...edgePaths(verificationTabMachine, options),
  ...journeyPaths(verificationTabMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const verificationTabModelPaths = async () => ({ machine: verificationTabMachine, ...options, paths });
