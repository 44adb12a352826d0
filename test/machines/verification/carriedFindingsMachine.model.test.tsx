import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import kitEn from '../../../src/i18n/kit/en.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { carriedFindingsMachine } from '../../../src/machines/verification/carriedFindingsMachine';
import { CarriedFindingsPanel } from '../../../src/views/verification/CarriedFindingsPanel';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { options, paths } from './carriedFindingsMachine.paths';

const C = reportsEn.verification.carried;
const STATES = kitEn.findingStates;
await loadAreaTexts('system', 'reports');
let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
});

const dialog = () => screen.getByRole('alertdialog');
const closeLabel = (id: number) => C.closeLabel.replace('{{id}}', String(id));

describe('carriedFindingsMachine graph', () => {
  it('drives every state-changing transition and reaches every state', () => {
    expect(uncoveredTransitions(carriedFindingsMachine, options, paths)).toEqual([]);
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value as string)));
    expect([...reached].sort()).toEqual(Object.keys(carriedFindingsMachine.root.states).sort());
  });
});

describe('carriedFindingsMachine ⇄ CarriedFindingsPanel', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['load', 'close']);
    ownedActors.provide.set(carriedFindingsMachine.id, actors);
    system = renderInShell(<CarriedFindingsPanel reportId={7} role="verifier" status="submitted" />);
    const actor = ownedActors.refs.get(carriedFindingsMachine.id)!;
    const drive = {
      'carried.retry': () => fireEvent.click(screen.getByRole('button', { name: C.retry })),
      'close.open': (e: { findingId: number }) =>
        fireEvent.click(screen.getByRole('button', { name: closeLabel(e.findingId) })),
      'comment.change': (e: { value: string }) =>
        fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: e.value } }),
      'close.save': () => fireEvent.click(within(dialog()).getByRole('button', { name: C.save })),
      'close.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: C.cancel })),
    };
    const check = (s: typeof path.state) => {
      const c = s.context;
      const at = (...states: string[]) => states.includes(s.value as string);
      expect(screen.queryByText(C.loading) !== null).toBe(at('loading') && c.findings === null);
      expect(screen.queryByRole('button', { name: C.retry }) !== null).toBe(at('failed'));
      const table = screen.queryByRole('table', { name: C.title });
      expect(table !== null).toBe(c.findings !== null && c.findings.length > 0);
      if (table) {
        for (const f of c.findings!) {
          const row = within(table).getByRole('row', { name: new RegExp(f.description) });
          expect(row.textContent).toContain(STATES[f.state]);
          // An open one offers Close to the verifier; a closed one does not.
          expect(within(row).queryByRole('button', { name: closeLabel(f.id) }) !== null).toBe(
            f.state !== 'closed',
          );
        }
      }
      const open = at('closing', 'savingClose');
      expect(screen.queryAllByRole('alertdialog')).toHaveLength(open ? 1 : 0);
      if (open) {
        expect(within(dialog()).queryByText(C.problems.comment) !== null).toBe(c.problem === 'comment');
        expect(within(dialog()).queryByRole('alert') !== null).toBe(c.errorCode !== null);
      }
    };
    await replayPath(path, actor, pending, drive, { check });
  });
});
