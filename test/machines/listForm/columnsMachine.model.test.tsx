import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { initI18n } from '../../../src/i18n';
import { visibleKeys } from '../../../src/machines/listForm/columnsMachine';
import { storedColumnsMachine, columnsInput } from '../../../src/machines/listForm/provided';
import { ColumnChooser } from '../../../src/views/listForm/ColumnChooser';
import { uncoveredTransitions } from '../../support/graph';
import { pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { COLUMNS, INPUT, machine, options, paths, stateKey } from './columnsMachine.paths';

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('columnsMachine graph', () => {
  it('drives every change of the columns shown', () => {
    expect(uncoveredTransitions(machine, options, paths)).toEqual([]);
  });
  it('never lets the last column go', () => {
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'column.toggle', key: 'name' });
    actor.send({ type: 'column.toggle', key: 'imo' });
    expect(visibleKeys(actor.getSnapshot().context)).toEqual(['imo']);
    expect(actor.getSnapshot().can({ type: 'column.toggle', key: 'imo' })).toBe(false);
  });
});

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Columns' }));

describe('columnsMachine ⇄ the Columns menu', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const actor = createActor(machine, { input: INPUT }).start();
    render(<ColumnChooser actorRef={actor as never} columns={COLUMNS} />);
    const drive: Record<string, (e: any) => unknown> = {
      'column.toggle': async (e) => {
        openMenu();
        const label = COLUMNS.find((c) => c.key === e.key)!.label;
        fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: label }));
      },
      'columns.reset': async () => {
        openMenu();
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Default columns' }));
      },
    };
    const check = async (at: typeof path.state) => {
      // The menu ticks exactly the columns the list shows.
      openMenu();
      const ticked = (await screen.findAllByRole('menuitemcheckbox'))
        .filter((i) => i.getAttribute('aria-checked') === 'true')
        .map((i) => i.textContent);
      expect(ticked).toEqual(
        COLUMNS.filter((c) => (stateKey(at) as string[]).includes(c.key)).map((c) => c.label),
      );
      // Closed again, as a step leaves it.
      openMenu();
      await waitFor(() => expect(screen.queryAllByRole('menuitemcheckbox')).toEqual([]));
    };
    await replayPath(path, actor, {}, drive, { stateKey, check });
  });
});

describe('the choice is kept in this browser', () => {
  it('a new list of the same screen starts with the choice made before', () => {
    const first = createActor(storedColumnsMachine, {
      input: columnsInput('kept/list', INPUT.columns),
    }).start();
    act(() => first.send({ type: 'column.toggle', key: 'ice' }));
    const again = createActor(storedColumnsMachine, {
      input: columnsInput('kept/list', INPUT.columns),
    }).start();
    expect(visibleKeys(again.getSnapshot().context)).toEqual(['name', 'imo', 'ice']);
    const other = createActor(storedColumnsMachine, {
      input: columnsInput('other/list', INPUT.columns),
    }).start();
    expect(visibleKeys(other.getSnapshot().context)).toEqual(['name', 'imo']);
  });
});
