import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import C from '../../../src/i18n/cii/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { ciiWhatIfMachine, WHAT_IF_DELAY } from '../../../src/machines/cii/ciiWhatIfMachine';
import { WhatIfPanel } from '../../../src/views/cii/WhatIfPanel';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { installDomShims } from '../../support/renderApp';
import { INPUT, options, paths, stateKey } from './ciiWhatIfMachine.paths';

afterEach(() => {
  cleanup();
  ownedActors.reset();
  vi.useRealTimers();
});
installDomShims();
await loadAreaTexts('cii');
initI18n('en');

describe('ciiWhatIfMachine graph', () => {
  it('drives every state-changing transition (state, held figures and slider × event type)', () => {
    expect(uncoveredTransitions(ciiWhatIfMachine, options, paths)).toEqual([]);
  });
});

describe('ciiWhatIfMachine ⇄ WhatIfPanel', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))(
    '%s',
    async (_name, path) => {
      // The panel starts on the current year: pin the clock's date to the model's year (timers stay
      // real, so the debounce runs as it does for a user).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(Date.UTC(INPUT.year, 5, 1)));
      const held = heldServices(['loadForecast', 'runWhatIf']);
      ownedActors.provide.set('ciiWhatIf', held.actors);
      ownedActors.provide.set('fetch', {
        fetch: fromPromise(async () => [{ id: 7, nameEn: 'Ship', imo: '9000007' }]),
      });
      render(<WhatIfPanel />);
      await screen.findByRole('option', { name: 'Ship 9000007' });
      const actor = { getSnapshot: () => ownedActors.refs.get('ciiWhatIf')!.getSnapshot() };
      const ship = () => screen.getByLabelText(C.forecast.ship) as HTMLSelectElement;
      const speed = () => screen.getByLabelText(C.whatIf.speed) as HTMLInputElement;
      const check = () => {
        // The panel shows what the actor's state says: the hint, the loading line, the failure and
        // its retry, the forecast with the sliders where they stand, "computing" while asked, the
        // what-if's failure, and its figures once one came.
        const s = actor.getSnapshot();
        expect(ship().value).toBe(s.context.shipId === null ? '' : String(s.context.shipId));
        expect(screen.queryByText(C.forecast.choose) !== null).toBe(s.matches('idle'));
        expect(screen.queryByText(C.forecast.loading) !== null).toBe(s.matches('loading'));
        expect(screen.queryByRole('button', { name: C.whatIf.retry }) !== null).toBe(
          s.matches('failed') || s.matches({ ready: 'error' }),
        );
        expect(screen.queryByText(new RegExp(`^${C.whatIf.failed}`)) !== null).toBe(
          s.matches({ ready: 'error' }),
        );
        expect(screen.queryByRole('table', { name: C.forecast.title }) !== null).toBe(s.matches('ready'));
        if (!s.matches('ready')) return;
        expect(speed().value).toBe(String(s.context.scenario.speedReductionPct));
        expect(screen.queryByText(C.whatIf.computing) !== null).toBe(s.matches({ ready: 'computing' }));
        expect(screen.queryByRole('table', { name: C.whatIf.title }) !== null).toBe(
          s.context.result !== null,
        );
      };
      await replayPath(
        path,
        actor,
        held.pending,
        {
          'ship.select': (e) =>
            fireEvent.change(ship(), { target: { value: e.shipId === null ? '' : String(e.shipId) } }),
          'scenario.change': (e) => {
            const to = e.patch.speedReductionPct;
            // A slider reports only a move: to send the value it already shows, the user moves it
            // off and back within the wait, which leaves the machine where one change would.
            if (speed().value === String(to))
              fireEvent.change(speed(), { target: { value: String(to + 1) } });
            fireEvent.change(speed(), { target: { value: String(to) } });
          },
          retry: () => fireEvent.click(screen.getByRole('button', { name: C.whatIf.retry })),
          // The debounce is a real timer: the user rests until it has run out.
          [`xstate.after.${WHAT_IF_DELAY}.ciiWhatIf.ready.waiting`]: () =>
            new Promise((done) => setTimeout(done, WHAT_IF_DELAY + 30)),
        },
        { stateKey, check },
      );
      await act(async () => {});
    },
    60_000,
  );
});

describe('ciiWhatIfMachine debounce', () => {
  it('a drag (changes inside the wait) asks the server once, with the last value', async () => {
    const held = heldServices(['loadForecast', 'runWhatIf']);
    const actor = createActor(ciiWhatIfMachine.provide({ actors: held.actors }), { input: INPUT }).start();
    const inputs: number[] = [];
    actor.subscribe((s) => {
      if (s.matches({ ready: 'computing' })) inputs.push(s.context.scenario.speedReductionPct);
    });
    actor.send({ type: 'ship.select', shipId: 7, year: 2025 });
    held.pending.loadForecast.resolve({});
    await new Promise((r) => setTimeout(r, 10));
    held.pending.runWhatIf.resolve({});
    await new Promise((r) => setTimeout(r, 10));
    inputs.length = 0;
    for (const v of [5, 10, 15, 20]) actor.send({ type: 'scenario.change', patch: { speedReductionPct: v } });
    await new Promise((r) => setTimeout(r, WHAT_IF_DELAY + 50));
    expect([...new Set(inputs)]).toEqual([20]);
    actor.stop();
  });
});
