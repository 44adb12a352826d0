import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import reportsEn from '../../../src/i18n/reports/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { verificationSampleMachine } from '../../../src/machines/verification/verificationSampleMachine';
import { SamplePanel } from '../../../src/views/verification/SamplePanel';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { options, paths } from './verificationSampleMachine.paths';

const S = reportsEn.verification.sample;
await loadAreaTexts('system', 'reports');
let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
});

const dialog = () => screen.getByRole('alertdialog');
const checkLabel = (ref: string) => S.checkTitle.replace('{{ref}}', ref);

describe('verificationSampleMachine graph', () => {
  it('drives every state-changing transition and reaches every state', () => {
    expect(uncoveredTransitions(verificationSampleMachine, options, paths)).toEqual([]);
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value as string)));
    expect([...reached].sort()).toEqual(Object.keys(verificationSampleMachine.root.states).sort());
  });
});

describe('verificationSampleMachine ⇄ SamplePanel', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['draw', 'check']);
    ownedActors.provide.set(verificationSampleMachine.id, actors);
    system = renderInShell(<SamplePanel reportId={7} role="verifier" />);
    const actor = ownedActors.refs.get(verificationSampleMachine.id)!;
    const drive = {
      'seed.change': (e: { value: string }) =>
        fireEvent.change(screen.getByLabelText(S.seed), { target: { value: e.value } }),
      'size.change': (e: { value: string }) =>
        fireEvent.change(screen.getByLabelText(S.size), { target: { value: e.value } }),
      'sample.draw': () => fireEvent.click(screen.getByRole('button', { name: S.draw })),
      'check.open': (e: { ref: string }) =>
        fireEvent.click(screen.getByRole('button', { name: checkLabel(e.ref) })),
      'note.change': (e: { value: string }) =>
        fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: e.value } }),
      'check.save': () => fireEvent.click(within(dialog()).getByRole('button', { name: S.save })),
      'check.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: S.cancel })),
    };
    const check = (s: typeof path.state) => {
      const c = s.context;
      const at = (...states: string[]) => states.includes(s.value as string);
      expect((screen.getByRole('button', { name: S.draw }) as HTMLButtonElement).disabled).toBe(
        s.hasTag('busy'),
      );
      expect(screen.queryByText(S.problems.seed) !== null).toBe(c.problem === 'seed');
      expect(screen.queryByText(S.problems.size) !== null).toBe(c.problem === 'size');
      // The drawn sample names its seed, so anyone can draw the same records again.
      const drawn = screen.queryByTestId('sample-drawn');
      expect(drawn !== null).toBe(c.sample !== null);
      if (c.sample) {
        expect(drawn!.textContent).toContain(c.sample.seed);
        const table = screen.getByRole('table', { name: S.title });
        expect(within(table).getAllByRole('row')).toHaveLength(c.sample.refs.length + 1);
        for (const k of c.sample.checks)
          expect(within(table).getByRole('row', { name: new RegExp(`^${k.ref} `) }).textContent).toContain(
            k.note,
          );
      }
      const open = at('checking', 'savingCheck');
      expect(screen.queryAllByRole('alertdialog')).toHaveLength(open ? 1 : 0);
      if (open) {
        expect(within(dialog()).queryByText(S.problems.note) !== null).toBe(c.problem === 'note');
        expect(within(dialog()).queryByRole('alert') !== null).toBe(c.errorCode !== null);
      } else expect(screen.queryByRole('alert') !== null).toBe(c.errorCode !== null);
    };
    await replayPath(path, actor, pending, drive, { check });
  });
});
