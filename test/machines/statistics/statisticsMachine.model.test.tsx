import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import en from '../../../src/i18n/statistics/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { conditionsComplete, statisticsMachine } from '../../../src/machines/statistics/statisticsMachine';
import { StatisticsView } from '../../../src/views/statistics/StatisticsScreen';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { INPUT, statisticsModelPaths } from './statisticsMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'statistics');
initI18n('en');

const { paths, events } = statisticsModelPaths();
const OPTIONS = {
  companies: [{ id: 3, nameEn: 'OCEAN CO', nameZh: '海洋公司' }],
  ships: [{ id: 7, nameEn: 'BULK ONE', nameZh: '散货一号', imo: '9000001' }],
  shipTypes: [{ id: 1, code: '1', enName: 'Bulk carrier', cnName: '散货船' }],
};

describe('statisticsMachine', () => {
  it('needs a company (or a ship on the ship pages) and ordered years', () => {
    const c = { companyId: '', shipId: '', shipTypeCode: '', fromYear: '2024', toYear: '2025' };
    expect(conditionsComplete('ship', c)).toBe(false);
    expect(conditionsComplete('ship', { ...c, shipId: '7' })).toBe(true);
    expect(conditionsComplete('company', { ...c, shipId: '7' })).toBe(false);
    expect(conditionsComplete('company', { ...c, companyId: '3' })).toBe(true);
    expect(conditionsComplete('company', { ...c, companyId: '3', fromYear: '2026' })).toBe(false);
  });

  it('the generated paths drive every state-changing transition', () => {
    expect(uncoveredTransitions(statisticsMachine, { input: INPUT, events }, paths)).toEqual([]);
  });
});

describe('statisticsMachine ⇄ StatisticsView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['load', 'exportSheet', 'saveTarget']);
    const actor = createActor(withStandIns(statisticsMachine, actors), { input: INPUT }).start();
    render(
      <StatisticsView
        url="/energyStatistics/AnnualTarget"
        actorRef={actor}
        options={OPTIONS}
        can={() => true}
      />,
    );
    const form = () => screen.getByRole('region', { name: en.titles.shipTarget });
    await replayPath(path, actor, pending, {
      'conditions.change': (e) =>
        fireEvent.change(within(form()).getByLabelText(en.conditions.company), {
          target: { value: e.value },
        }),
      run: () => fireEvent.click(screen.getByRole('button', { name: en.actions.run })),
      reset: () => fireEvent.click(screen.getByRole('button', { name: en.actions.reset })),
      // The export button sends the table the screen shows; the model's payload stands for it.
      export: () => fireEvent.click(screen.getByRole('button', { name: en.actions.export })),
      'target.save': (e) => {
        const targets = screen.getByRole('form', { name: en.targets.title });
        fireEvent.change(within(targets).getByLabelText(en.targets.value), {
          target: { value: String(e.target.value) },
        });
        fireEvent.click(within(targets).getByRole('button', { name: en.actions.saveTarget }));
      },
      dismiss: () => fireEvent.click(screen.getByRole('button', { name: 'OK' })),
    });
    const s = path.state;
    // What the screen shows is what the model's state says.
    expect(screen.queryByText(en.messages.intro) !== null).toBe(s.matches('idle'));
    expect(screen.queryAllByText(en.messages.selectConditions).length > 0).toBe(s.matches('incomplete'));
    expect(screen.queryByRole('status') !== null).toBe(s.hasTag('busy'));
    expect(screen.queryByText(en.messages.failed, { exact: false }) !== null).toBe(s.matches('failed'));
    const table = screen.queryByRole('table', { name: en.titles.shipTarget });
    expect(table !== null).toBe(s.context.rows.length > 0 && !s.matches('loading'));
    if (table) {
      expect(within(table).getByText('BULK ONE')).toBeTruthy();
      // The EEOI of the worked example, 8.5342 g/t·nm, against its target.
      expect(table.textContent).toContain('8.5342');
      expect(table.textContent).toContain('target 9 (met)');
    }
    expect(screen.queryByRole('form', { name: en.targets.title }) !== null).toBe(
      s.context.rows.length > 0 && !s.matches('loading'),
    );
    actor.stop();
  });
});
