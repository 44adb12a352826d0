import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import en from '../../../src/i18n/euCompany/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { etsScenarioMachine } from '../../../src/machines/reports/etsScenarioMachine';
import { EtsScenarioPanelView } from '../../../src/views/reports/EtsScenarioPanel';
import { deferred, type Deferred } from '../../support/deferred';
import { uncoveredTransitions } from '../../support/graph';
import { pathName, replayPath, sendModel } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { E, options, paths, SCENARIO } from './etsScenarioMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'reports', 'euCompany');
initI18n('en');

/**
 * The ETS price scenario form and writes (docs/reports-eu.md §4.1): paths from the chart's graph
 * (etsScenarioModel.paths.ts), replayed on the scenario panel of the EU company view, each event
 * as the user makes it; the writes answer as each path's done/error event says.
 */
describe('etsScenarioMachine graph', () => {
  it('drives every state-changing transition', () => {
    expect(uncoveredTransitions(etsScenarioMachine, options, paths)).toEqual([]);
  });
});

const label = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('etsScenarioMachine ⇄ EtsScenarioPanelView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const pending: Record<string, Deferred<unknown>> = {};
    const calls: unknown[] = [];
    const held = (src: string) =>
      fromPromise(({ input }) => {
        calls.push(input);
        return (pending[src] = deferred()).promise;
      });
    const actor = createActor(
      withStandIns(etsScenarioMachine, { save: held('save'), remove: held('remove') }),
    ).start();
    const onChanged = vi.fn();
    render(
      <EtsScenarioPanelView
        actorRef={actor}
        scenarios={[SCENARIO]}
        costs={[{ id: SCENARIO.id, costEur: 100 }]}
        canEdit
        onChanged={onChanged}
      />,
    );
    await replayPath(path, actor, pending, {
      'draft.edit': () => click(en.scenarios.edit),
      'draft.change': (e: { field: 'name' | 'price' | 'note'; value: string }) =>
        fireEvent.change(label(en.scenarios[e.field]), { target: { value: e.value } }),
      'draft.cancel': () => click(en.scenarios.cancel),
      save: () => click(actor.getSnapshot().context.draft.editing ? en.scenarios.save : en.scenarios.add),
      'delete.ask': () => click(en.scenarios.delete),
      'delete.confirm': () => click(kitEn.listForm.confirm),
      'delete.cancel': () => click(kitEn.listForm.cancel),
    });

    // The screen shows what the model's last state says.
    const s = path.state;
    const { draft, invalid, problem, changes } = s.context;
    expect([label(en.scenarios.name).value, label(en.scenarios.price).value]).toEqual([
      draft.name,
      draft.price,
    ]);
    expect(screen.queryByRole('button', { name: en.scenarios.cancel }) !== null).toBe(draft.editing !== null);
    const alert = screen.queryByRole('alert')?.textContent ?? null;
    if (invalid) expect(alert).toContain(en.scenarios[invalid as 'nameRequired']);
    else if (problem?.kind === 'stale') expect(alert).toContain(en.scenarios.stale);
    else if (problem) expect(alert).toContain(en.scenarios.failed.replace('{{error}}', problem.text));
    else expect(alert).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(changes);
    // A delete sends the scenario asked about (its id and version); a save the form's values.
    for (const c of calls)
      expect([
        SCENARIO,
        { name: 'High', priceEur: 99.5, note: null },
        { id: 3, version: 2, name: 'Base', priceEur: 70.5, note: null },
      ]).toContainEqual(c);
    actor.stop();
  });

  it('a 422 keeps the server’s words; a 409 is "stale", counts as a change and empties the form', () => {
    const a = createActor(etsScenarioMachine).start();
    for (const e of [E.name, E.price, E.save, E.saveTaken]) sendModel(a, e);
    expect(a.getSnapshot().context).toMatchObject({
      problem: { kind: 'refused', text: 'Name taken.' },
      changes: 0,
      draft: { name: 'High', price: '99,5' },
    });
    sendModel(a, E.save);
    sendModel(a, E.saveStale);
    expect(a.getSnapshot().context).toMatchObject({
      problem: { kind: 'stale' },
      changes: 1,
      draft: { name: '' },
    });
    a.stop();
  });
});
