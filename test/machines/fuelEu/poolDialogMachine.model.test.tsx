import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import en from '../../../src/i18n/fuelEu/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { poolDialogMachine, poolPreview } from '../../../src/machines/fuelEu/poolDialogMachine';
import type { DialogEnd } from '../../../src/views/reports/fuelEu/FlexDialog';
import { PoolDialogView } from '../../../src/views/reports/fuelEu/PoolDialog';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath, sendModel } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { BALANCES, INPUT, fuelEuPoolDialogModelPaths } from './poolDialogMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'fuelEu');
initI18n('en');

const { paths, events } = fuelEuPoolDialogModelPaths();
const P = en.poolForm;

describe('poolDialogMachine', () => {
  it('the generated paths drive every state-changing transition', () => {
    expect(uncoveredTransitions(poolDialogMachine, { input: INPUT, events }, paths)).toEqual([]);
  });

  it('previews with the domain: greedy allocation and every broken rule', () => {
    const ok = poolPreview({ selected: [1, 2], balances: BALANCES });
    expect(ok.violations).toEqual([]);
    expect(ok.allocation.map((a) => a.after)).toEqual([60, 0]);
    const bad = poolPreview({ selected: [1, 2, 3], balances: BALANCES });
    expect(bad.violations).toEqual(['pool_negative_sum']);
    expect(poolPreview({ selected: [1], balances: { 1: 3 } }).violations).toEqual(['pool_too_small']);
    expect(poolPreview({ selected: [1, 5], balances: { 1: 3, 5: null } }).violations).toEqual([
      'no_figures:5',
      'pool_too_small',
    ]);
  });

  it('a taken ship cannot be ticked', () => {
    const actor = createActor(poolDialogMachine, { input: INPUT }).start();
    sendModel(actor, { type: 'xstate.done.actor.loadBalances', output: BALANCES });
    actor.send({ type: 'member.toggle', shipId: 4 });
    expect(actor.getSnapshot().context.selected).toEqual([1, 2]);
  });
});

describe('poolDialogMachine ⇄ PoolDialogView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['loadBalances', 'savePool', 'dissolvePool']);
    const actor = createActor(withStandIns(poolDialogMachine, actors), { input: INPUT }).start();
    const ends: DialogEnd[] = [];
    render(<PoolDialogView actorRef={actor} onEnd={(e) => ends.push(e)} />);
    const dialog = () => screen.getByRole('dialog');
    const click = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
    const check = async (s: typeof path.state) => {
      const value = s.value as string;
      if (['done', 'reload', 'closed'].includes(value)) {
        expect(ends).toEqual([value]);
        return;
      }
      expect(ends).toEqual([]);
      const d = within(dialog());
      if (value === 'loading') expect(d.getByText(P.loading)).toBeTruthy();
      if (value === 'conflict') expect(d.getByRole('alert').textContent).toContain(P.conflictText);
      if (value === 'confirmDissolve' || value === 'dissolving')
        expect(d.getByText(/^Each member ship/)).toBeTruthy();
      if (value === 'editing') {
        const check = d.getByRole('status', { name: P.check }).textContent ?? '';
        const preview = poolPreview(s.context);
        if (preview.violations.length === 0) expect(check).toContain(P.valid);
        else expect(check).toContain(en.poolForm.rules.pool_negative_sum);
        if (s.context.errorMessage)
          expect(d.getByRole('alert').textContent).toContain(s.context.errorMessage);
      }
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'name.change': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(new RegExp(P.name)), {
            target: { value: e.value },
          }),
        'member.toggle': (e) =>
          fireEvent.click(
            within(dialog()).getByRole('checkbox', {
              name: new RegExp(INPUT.candidates.find((c) => c.shipId === e.shipId)!.name),
            }),
          ),
        'pool.submit': () => click(P.submit),
        'pool.dissolve': () => click(P.dissolve),
        'pool.back': () => click(P.back),
        'pool.confirm': () =>
          click(actor.getSnapshot().matches('confirmDissolve') ? P.dissolveConfirm : P.confirm),
        'pool.retry': () => click(P.retry),
        'pool.reload': () => click(P.reload),
        'pool.cancel': () => click(P.cancel),
      },
      { check },
    );
    actor.stop();
  });
});
