import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { euMrvReport } from '../../../src/domain/euMrv/index';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import en from '../../../src/i18n/euMrv/en.json';
import { choicesMachine } from '../../../src/machines/reports/choicesMachine';
import { EuVoyageList } from '../../../src/views/reports/EuVoyageList';
import { workedYear } from '../../support/euMrv/workedYear';
import { uncoveredTransitions } from '../../support/graph';
import { replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { installDomShims } from '../../support/renderApp';
import { options, paths, stateKey } from './choicesMachine.paths';

installDomShims();
await loadAreaTexts('system', 'reports', 'euMrv');
initI18n('en');
afterEach(() => {
  cleanup();
  ownedActors.reset();
});

const figures = euMrvReport(workedYear());
const name = (p: (typeof paths)[number]) =>
  p.steps
    .slice(1)
    .map((s) => `price ${JSON.stringify(s.event.value)}`)
    .join(' → ');

describe('choicesMachine graph', () => {
  it('drives every change of the typed price (empty, valid, refused × event type)', () => {
    expect(uncoveredTransitions(choicesMachine, options, paths)).toEqual([]);
  });
});

describe('choicesMachine ⇄ EuVoyageList', () => {
  it.each(paths.map((p) => [name(p), p] as const))('%s', async (_name, path) => {
    render(<EuVoyageList figures={figures} />);
    const actor = ownedActors.refs.get('choices')!;
    const input = () => screen.getByLabelText(en.price) as HTMLInputElement;
    const drive = {
      'choice.change': (e: { value: string }) => fireEvent.change(input(), { target: { value: e.value } }),
    };
    const check = async (at: typeof path.state) => {
      // The field shows the model's price; a valid one its cost, a refused one the refusal only.
      const price = stateKey(at);
      expect(input().value).toBe(price);
      const p = Number(price);
      const valid = price.trim() !== '' && Number.isFinite(p) && p >= 0;
      const cost = screen.queryByTestId('eu-cost');
      if (valid)
        expect(cost!.textContent).toContain(
          (figures.ets.surrender * p).toLocaleString('en-GB', { maximumFractionDigits: 3 }),
        );
      else expect(cost).toBeNull();
      const alert = screen.queryByRole('alert');
      if (price !== '' && !valid) expect(alert!.textContent).toBe(en.priceInvalid);
      else expect(alert).toBeNull();
      await act(async () => undefined);
    };
    await replayPath(path, actor, {}, drive, { stateKey, check });
  });
});
