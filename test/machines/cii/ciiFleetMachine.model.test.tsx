import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import C from '../../../src/i18n/cii/en.json';
import appEn from '../../../src/i18n/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { ciiFleetMachine } from '../../../src/machines/cii/ciiFleetMachine';
import CiiFleetScreen from '../../../src/views/cii/CiiFleetScreen';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath, sendModel } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { installDomShims } from '../../support/renderApp';
import { E, FLEET, options, paths, stateKey } from './ciiFleetMachine.paths';

afterEach(() => {
  cleanup();
  ownedActors.reset();
});
installDomShims();
await loadAreaTexts('cii');
initI18n('en');

const ERRORS = appEn.errors as Record<string, string>;
const errorText = (code: string) => ERRORS[code] ?? ERRORS.unknown;
const HEADERS = { name: C.fleet.ship, risk: C.fleet.risk } as Record<string, string>;
const shipName = FLEET.ships[0].nameEn;
// The one refresh outcome the paths hold.
const REFRESHED = (E.refreshed.output.ships === 1 ? C.fleet.refreshed_one : C.fleet.refreshed_other)
  .replace('{{recomputed}}', String(E.refreshed.output.recomputed))
  .replace('{{count}}', String(E.refreshed.output.ships));

describe('ciiFleetMachine graph', () => {
  it('drives every state-changing transition (state, sort, ship page × event type)', () => {
    expect(uncoveredTransitions(ciiFleetMachine, options, paths)).toEqual([]);
  });
});

describe('ciiFleetMachine ⇄ CiiFleetScreen', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))(
    '%s',
    async (_name, path) => {
      const held = heldServices(['loadFleet', 'refreshFleet', 'exportFleet']);
      ownedActors.provide.set('ciiFleet', held.actors);
      // An open ship's page stays loading: its own model test covers it.
      ownedActors.provide.set('ciiShip', heldServices(['loadShip']).actors);
      render(<CiiFleetScreen />);
      const actor = { getSnapshot: () => ownedActors.refs.get('ciiFleet')!.getSnapshot() };
      const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
      const check = () => {
        // The screen shows what the actor's state says: a failure's reason and retry only; a
        // spinner until the first list; an open ship's page instead of the list; else the list
        // sorted as the state says, refresh and export disabled while busy, and the last outcome.
        const s = actor.getSnapshot();
        const table = screen.queryByRole('table', { name: C.fleet.title });
        const shipPage = screen.queryByRole('heading', { name: C.ship.title.replace('{{name}}', shipName) });
        if (s.matches('failed')) {
          const alert = screen.getByRole('alert');
          expect(within(alert).getByText(errorText(s.context.errorCode!))).toBeTruthy();
          expect(within(alert).getByRole('button', { name: appEn.common.retry })).toBeTruthy();
          expect([table, shipPage]).toEqual([null, null]);
          return;
        }
        if (s.context.data === null) {
          expect(screen.getByLabelText(appEn.app.loading)).toBeTruthy();
          expect([table, shipPage]).toEqual([null, null]);
          return;
        }
        if (s.context.shipId !== null) {
          expect(shipPage).not.toBeNull();
          expect(screen.getByRole('button', { name: C.ship.close })).toBeTruthy();
          expect(table).toBeNull();
          return;
        }
        expect(shipPage).toBeNull();
        const sorted = within(table!)
          .getAllByRole('columnheader')
          .filter((th) => th.getAttribute('aria-sort') !== 'none' && th.hasAttribute('aria-sort'));
        expect(
          sorted.map((th) => [th.textContent!.replace(/ [▲▼]$/, ''), th.getAttribute('aria-sort')]),
        ).toEqual([[HEADERS[s.context.sort.key], s.context.sort.dir === 'asc' ? 'ascending' : 'descending']]);
        const busy = s.hasTag('busy');
        for (const name of [C.fleet.refresh, C.fleet.export])
          expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(busy);
        expect(screen.queryByLabelText(appEn.app.loading) !== null).toBe(busy);
        // The recompute takes seconds: a running progress bar while it does, and only then.
        expect(screen.queryByRole('progressbar') !== null).toBe(s.matches('refreshing'));
        expect(screen.queryByText(C.fleet.exported) !== null).toBe(s.context.exported);
        expect(screen.queryByText(REFRESHED) !== null).toBe(s.context.refreshed !== null);
        // A failed export says why on the list, until the next export or load.
        if (s.context.errorCode)
          expect(screen.queryByText(errorText(s.context.errorCode)) !== null).toBe(s.matches('ready'));
      };
      await replayPath(
        path,
        actor,
        held.pending,
        {
          'fleet.sort': (e) => click(new RegExp(`^${HEADERS[e.key]}( [▲▼])?$`)),
          'fleet.refresh': () => click(C.fleet.refresh),
          'fleet.export': () => click(C.fleet.export),
          'fleet.retry': () => click(appEn.common.retry),
          'ship.open': () => click(C.fleet.open.replace('{{name}}', shipName)),
          'ship.close': () => click(C.ship.close),
        },
        { stateKey, check },
      );
    },
    30_000,
  );
});

describe('ciiFleetMachine sorting', () => {
  it('a new column starts worst-first (names A→Z); the same column flips', () => {
    const a = createActor(ciiFleetMachine.provide({ actors: heldServices(['loadFleet']).actors })).start();
    expect(a.getSnapshot().context.sort).toEqual({ key: 'risk', dir: 'desc' });
    sendModel(a, { type: 'xstate.done.actor.loadFleet', output: {} });
    a.send({ type: 'fleet.sort', key: 'year:2025' });
    expect(a.getSnapshot().context.sort).toEqual({ key: 'year:2025', dir: 'desc' });
    a.send({ type: 'fleet.sort', key: 'year:2025' });
    expect(a.getSnapshot().context.sort).toEqual({ key: 'year:2025', dir: 'asc' });
    a.send({ type: 'fleet.sort', key: 'name' });
    expect(a.getSnapshot().context.sort).toEqual({ key: 'name', dir: 'asc' });
    a.stop();
  });
});
