import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { carriedFindingsMachine } from '../../../src/machines/verification/carriedFindingsMachine';
import kitEn from '../../../src/i18n/kit/en.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { verificationTabMachine } from '../../../src/machines/verification/verificationTabMachine';
import { VerificationTabView } from '../../../src/views/verification/VerificationTab';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { IN_VERIFICATION, MATERIAL_WORDS } from '../../support/verification/verificationFixtures';
import { options, paths } from './verificationTabMachine.paths';

const V = reportsEn.verification;
const OPINIONS = kitEn.opinions;
await loadAreaTexts('system', 'reports');
let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
});

const dialog = () => screen.getByRole('alertdialog');
const button = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const inDialog = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const field = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label, { exact: false }), { target: { value } });
const findingRow = () => screen.getByRole('row', { name: /BDN 118/ });

// The tab also shows the findings carried from the previous period (their own machine, tested on
// its own): here nothing is carried, so the tab's paths do not depend on what a fetch answers.
beforeEach(() => {
  ownedActors.provide.set(carriedFindingsMachine.id, { load: fromPromise(async () => []) });
});

describe('verificationTabMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(verificationTabMachine, options, paths)).toEqual([]);
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    const all = Object.keys(verificationTabMachine.root.states).map((k) => JSON.stringify(k));
    expect([...reached].sort()).toEqual(all.sort());
  });
});

describe('verificationTabMachine ⇄ VerificationTabView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices([
      'load',
      'giveOpinion',
      'recordFinding',
      'answerFinding',
      'download',
    ]);
    ownedActors.provide.set(verificationTabMachine.id, actors);
    system = renderInShell(<VerificationTabView report={IN_VERIFICATION} role="admin" />);
    const actor = ownedActors.refs.get(verificationTabMachine.id)!;
    const drive = {
      'tab.retry': () => button(V.retry),
      'opinion.choose': (e: { outcome: keyof typeof OPINIONS }) =>
        fireEvent.click(
          within(screen.getByRole('group', { name: V.opinion.give })).getByRole('button', {
            name: OPINIONS[e.outcome],
          }),
        ),
      'statement.change': (e: { value: string }) =>
        fireEvent.change(within(dialog()).getByLabelText(/^Statement/), { target: { value: e.value } }),
      'opinionExtra.change': (e: { field: 'team' | 'siteVisit'; value: string }) =>
        field(V.opinionExtra[e.field], e.value),
      'file.download': (e: { doc: 'report' | 'certificate'; format: 'pdf' | 'xlsx' }) =>
        fireEvent.click(
          within(screen.getByRole('group', { name: V.certificate.downloads })).getByRole('button', {
            name: V.certificate[`${e.doc}${e.format === 'pdf' ? 'Pdf' : 'Xlsx'}`],
          }),
        ),
      'opinion.confirm': () => inDialog(V.opinion.give),
      'opinion.cancel': () => inDialog(V.opinion.back),
      'finding.new': () => button(V.findings.add),
      'finding.change': (e: { field: 'kind' | 'description' | 'refs'; value: string }) =>
        field(V.findings[e.field === 'refs' ? 'records' : e.field], e.value),
      'finding.save': () => inDialog(V.findings.save),
      'finding.cancel': () => inDialog(V.findings.cancel),
      'answer.open': (e: { answer: 'accept' | 'dispute' }) =>
        fireEvent.click(within(findingRow()).getByRole('button', { name: V.findings[e.answer] })),
      'answer.change': (e: { reason: string }) => field(V.findings.reason, e.reason),
      'answer.save': () => inDialog(V.findings.send),
      'answer.cancel': () => inDialog(V.findings.cancel),
    };
    const check = (s: typeof path.state) => {
      const c = s.context;
      const at = (...states: string[]) => states.includes(s.value as string);
      // Loading first shows the busy line; a failed read offers Retry (and nothing stale beside
      // it); a read overview shows the panels, kept on screen while an act reads it again.
      const data = c.data;
      const shown = data !== null && !at('failed');
      expect(screen.queryByRole('button', { name: V.retry }) !== null).toBe(at('failed'));
      expect(screen.queryByText(V.busy) !== null).toBe(c.data === null && at('loading'));
      expect(screen.queryByRole('table', { name: V.materiality.title }) !== null).toBe(shown);
      if (shown) {
        expect(screen.getByTestId(`materiality-${data.materiality.figures[0]!.key}`).textContent).toBe(
          V.materiality.exceeds,
        );
        // The administrator may act both ways while the report is in verification.
        expect(screen.getByRole('group', { name: V.opinion.give })).toBeTruthy();
        expect(within(findingRow()).getByRole('button', { name: V.findings.dispute })).toBeTruthy();
        // The certificate's serial and state, and the files the overview has.
        const cert = screen.getByTestId('certificate');
        expect(cert.textContent).toContain(data.certificates[0]!.serial);
        expect(cert.textContent).toContain(V.certificate.states.superseded);
        const files = screen.getByRole('group', { name: V.certificate.downloads });
        expect(within(files).getAllByRole('button')).toHaveLength(4);
        for (const b of within(files).getAllByRole('button'))
          expect(b.hasAttribute('disabled')).toBe(at('downloading') || s.hasTag('busy'));
      }
      if (at('opinion', 'givingOpinion')) {
        // The drafts are not part of the model's state key: the running chart's are what shows.
        const live = actor.getSnapshot().context;
        const value = (label: string) => (within(dialog()).getByLabelText(label) as HTMLInputElement).value;
        expect([value(V.opinionExtra.team), value(V.opinionExtra.siteVisit)]).toEqual([
          live.team,
          live.siteVisit,
        ]);
      }
      // One dialog at most, the state's own, with its problem and the server's refusal inside it.
      const open = at('opinion', 'givingOpinion', 'finding', 'savingFinding', 'answer', 'savingAnswer');
      expect(screen.queryAllByRole('alertdialog')).toHaveLength(open ? 1 : 0);
      if (at('opinion', 'givingOpinion'))
        expect(within(dialog()).getByRole('heading').textContent).toBe(OPINIONS[c.outcome!]);
      if (at('finding', 'savingFinding'))
        expect(within(dialog()).getByText(V.findings.formTitle)).toBeTruthy();
      if (at('answer', 'savingAnswer'))
        expect(within(dialog()).getByText(new RegExp(V.findings.answerTitle))).toBeTruthy();
      if (open) {
        const problem = c.problem as keyof typeof V.problems | null;
        for (const p of Object.keys(V.problems) as (keyof typeof V.problems)[])
          expect(within(dialog()).queryByText(V.problems[p]) !== null, p).toBe(p === problem);
        const refusal = within(dialog()).queryByRole('alert');
        expect(refusal !== null).toBe(c.errorCode !== null);
        if (c.errorCode === 'verification.material') expect(refusal!.textContent).toBe(MATERIAL_WORDS.en);
      }
    };
    await replayPath(path, actor, pending, drive, { check });
  });
});
