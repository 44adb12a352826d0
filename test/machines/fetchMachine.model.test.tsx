import { cleanup, fireEvent, screen } from '@testing-library/react';
import en from '../../src/i18n/en.json';
import type { AppSystem } from '../../src/machines/app/appSystem';
import { fetchMachine } from '../../src/machines/fetchMachine';
import DashboardView from '../../src/views/dashboard/DashboardView';
import { uncoveredTransitions } from '../support/graph';
import { heldServices, pathName, replayPath } from '../support/modelReplay';
import { ownedActors } from '../support/ownedActors';
import { renderInShell } from '../support/shellSystem';
import { options, paths, SUMMARY } from './fetchMachine.paths';

// The dashboard's notices and next-step panels run fetch charts of their own (same machine id);
// they have their own tests (test/views/dashboard/documents.test.tsx). Here only the summary's.
vi.mock('../../src/views/dashboard/DocumentsPanel', () => ({ DocumentsPanel: () => null }));
vi.mock('../../src/views/dashboard/NextPanel', () => ({ NextPanel: () => null }));

let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
});

describe('fetchMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(fetchMachine, options, paths)).toEqual([]);
  });
});

describe('fetchMachine ⇄ DashboardView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['fetch']);
    ownedActors.provide.set('fetch', actors);
    system = renderInShell(<DashboardView />);
    const actor = ownedActors.refs.get('fetch')!;
    const drive = {
      'fetch.retry': (e: { type: 'fetch.retry' }) => {
        const retry = screen.queryByRole('button', { name: en.common.retry });
        // The machine reloads loaded data too, but no screen offers that: the model agrees the
        // dashboard shows no button for it, and the event comes from a bare send.
        if (actor.getSnapshot().matches('ready')) {
          expect(retry).toBeNull();
          actor.send(e);
        } else fireEvent.click(retry!);
      },
    };
    const check = async (s: typeof path.state) => {
      // The dashboard shows what the model's state says.
      // The dashboard's own spinner; a panel whose code is still on its way shows one too, inside
      // its `aria-busy` placeholder, and has nothing to do with the counts' fetch.
      const ownSpinners = screen
        .queryAllByLabelText(en.app.loading)
        .filter((el) => !el.closest('[aria-busy="true"]'));
      expect(ownSpinners.length > 0).toBe(s.matches('loading'));
      expect(screen.queryByRole('button', { name: en.common.retry }) !== null).toBe(s.matches('failed'));
      if (s.matches('failed')) expect(screen.getByRole('alert').textContent).toContain(en.errors.network);
      else expect(screen.queryByRole('alert')).toBeNull();
      // A retry keeps the last counts on screen while it loads.
      const tiles = screen.queryByRole('list', { name: en.dashboard.title });
      expect(tiles !== null).toBe(s.context.data !== null);
      if (tiles) expect(tiles.textContent).toContain(`${SUMMARY.ships}${en.dashboard.counts.ships}`);
    };
    await replayPath(path, actor, pending, drive, { check });
  });
});
