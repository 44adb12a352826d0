import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import ciiEnTexts from '../../../src/i18n/cii/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { ciiAdjustScreenMachine } from '../../../src/machines/cii/ciiAdjustScreenMachine';
import { CiiAdjustView } from '../../../src/views/cii/CiiAdjustScreen';
import { DATA } from '../../machines/cii/ciiAdjustScreenMachine.paths';
import { heldServices } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { withStandIns } from '../../support/standIns';

const en = ciiEnTexts.adjust;

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'reports', 'cii');
initI18n('en');

const figures = (rating: string, attained: number) => ({
  ok: true as const,
  attained,
  required: 5,
  ratio: attained / 5,
  rating,
  co2Tonnes: 1,
});

describe('CiiAdjustView', () => {
  it('shows the rating without and with all confirmed, each record alone, and only the events the server offers', async () => {
    const { pending, actors } = heldServices(['loadYear', 'loadHistory', 'sendEvent']);
    const actor = createActor(withStandIns(ciiAdjustScreenMachine, actors), {
      input: { kind: 'adjustment', year: 2025 },
    }).start();
    render(<CiiAdjustView actorRef={actor} />);
    expect(screen.getByText(en.chooseShip)).toBeTruthy();
    act(() => actor.send({ type: 'ship.select', shipId: 3 }));
    await act(async () =>
      pending.loadYear!.resolve({
        ...DATA,
        comparison: [
          {
            period: DATA.proposals.period,
            distanceNm: 10_000,
            fuels: [],
            without: figures('D', 6.2281),
            each: [{ id: 7, type: 'ice', figures: figures('C', 6.1206) }],
            all: figures('C', 6.1206),
          },
        ],
      }),
    );
    const ratings = screen.getByRole('table', { name: en.ratings.title });
    const cells = within(ratings)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // The period reads as the days it holds (it once read "en – en").
    expect(cells[0]).toBe('2025-01-01 – 2025-12-31');
    expect(cells.slice(1)).toEqual(['D (6.228)', 'C (6.121)']);
    const draft = screen.getByRole('row', { name: `${en.types.ice} 7` });
    expect(within(draft).getByText('C (6.121)')).toBeTruthy();
    expect(
      within(draft)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([en.edit, en.events.lock, en.events.cancel, en.history]);
    const submitted = screen.getByRole('row', { name: `${en.types.ice} 8` });
    expect(within(submitted).queryByRole('button', { name: en.edit })).toBeNull();
    // Return needs a comment: without one the click changes nothing.
    fireEvent.click(within(submitted).getByRole('button', { name: en.events.return }));
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    fireEvent.change(screen.getByLabelText(en.comment), { target: { value: 'log unsigned' } });
    fireEvent.click(within(submitted).getByRole('button', { name: en.events.return }));
    expect(actor.getSnapshot().value).toEqual({ ready: 'sending' });
    actor.stop();
  });
});
