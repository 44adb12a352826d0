import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import en from '../../../src/i18n/fuelEu/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { flexDialogMachine, flexPreview } from '../../../src/machines/fuelEu/flexDialogMachine';
import { FlexDialogView, type DialogEnd } from '../../../src/views/reports/fuelEu/FlexDialog';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath, sendModel } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { FLEX, INPUT, fuelEuFlexDialogModelPaths } from './flexDialogMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'fuelEu');
initI18n('en');

const { paths, events } = fuelEuFlexDialogModelPaths();
const F = en.flex;

describe('flexDialogMachine', () => {
  it('the generated paths drive every state-changing transition', () => {
    expect(uncoveredTransitions(flexDialogMachine, { input: INPUT, events }, paths)).toEqual([]);
  });

  it('previews with the domain rules: banking over the surplus is refused before the server sees it', () => {
    const actor = createActor(flexDialogMachine, { input: INPUT }).start();
    sendModel(actor, FLEX.tooMuch);
    expect(flexPreview(actor.getSnapshot().context)?.errors).toEqual(['bank_exceeds_surplus']);
    actor.send({ type: 'flex.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    sendModel(actor, FLEX.bank);
    expect(flexPreview(actor.getSnapshot().context)?.finalBalanceT).toBe(30);
    actor.send({ type: 'flex.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('a borrowing over the cap is refused; one within it of a deficit is allowed', () => {
    const deficit = { ...INPUT, basis: { ...INPUT.basis, adjustedBalanceT: -30 }, bankedT: 0 };
    const actor = createActor(flexDialogMachine, { input: deficit }).start();
    actor.send({ type: 'field.change', field: 'borrowT', value: '11' });
    expect(flexPreview(actor.getSnapshot().context)?.errors).toContain('borrow_over_cap');
    actor.send({ type: 'field.change', field: 'borrowT', value: '10' });
    expect(flexPreview(actor.getSnapshot().context)?.errors).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'flex.withdraw' })).toBe(false);
  });
});

describe('flexDialogMachine ⇄ FlexDialogView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['saveFlex']);
    const actor = createActor(withStandIns(flexDialogMachine, actors), { input: INPUT }).start();
    const ends: DialogEnd[] = [];
    render(<FlexDialogView actorRef={actor} shipName="HAIYUN HARMONY" onEnd={(e) => ends.push(e)} />);
    const dialog = () => screen.getByRole('dialog');
    const click = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
    const check = async (s: typeof path.state) => {
      const value = s.value as string;
      if (['done', 'reload', 'closed'].includes(value)) {
        expect(ends).toEqual([value]);
        return;
      }
      expect(ends).toEqual([]);
      expect(
        within(dialog()).getByText(F.title.replace('{{ship}}', 'HAIYUN HARMONY').replace('{{year}}', '2025')),
      ).toBeTruthy();
      if (value === 'conflict')
        expect(within(dialog()).getByRole('alert').textContent).toContain(F.conflictText);
      if (value === 'editing') {
        expect((within(dialog()).getByLabelText(F.bank) as HTMLInputElement).value).toBe(s.context.bank);
        if (s.context.errorMessage) expect(within(dialog()).getByText(s.context.errorMessage)).toBeTruthy();
      }
      if (value === 'confirming' || value === 'saving')
        expect(within(dialog()).getByText(/^Record banking/)).toBeTruthy();
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'field.change': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(e.field === 'bankT' ? F.bank : F.borrow), {
            target: { value: e.value },
          }),
        'flex.submit': () => click(F.submit),
        'flex.withdraw': () => click(F.withdraw),
        'flex.back': () => click(F.back),
        'flex.confirm': () => click(F.confirm),
        'flex.reload': () => click(F.reload),
        'flex.cancel': () => click(F.cancel),
      },
      { check },
    );
    actor.stop();
  });
});
