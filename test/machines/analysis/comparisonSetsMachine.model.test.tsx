import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import A from '../../../src/i18n/analysis/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import {
  comparisonSetsMachine,
  type ComparisonSet,
  type ComparisonSetsContext,
} from '../../../src/machines/analysis/comparisonSetsMachine';
import ComparisonScreen from '../../../src/views/analysis/ComparisonScreen';
import { uncoveredTransitions } from '../../support/graph';
import { replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { page, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { options, paths, stateKey } from './comparisonSetsMachine.paths';

afterEach(() => {
  cleanup();
  ownedActors.reset();
});
await loadAreaTexts('system', 'fleet', 'analysis');

const name = (p: (typeof paths)[number]) =>
  p.steps
    .slice(1)
    .map((s) => {
      const e = s.event as { type: string; index?: number; name?: string; bucket?: string };
      return e.type === 'set.change' ? `set ${e.index! + 1} ${e.name}` : (e.bucket ?? e.type);
    })
    .join(' → ');

describe('comparisonSetsMachine graph', () => {
  it('drives every change of the form (sets and bucket × event type)', () => {
    expect(uncoveredTransitions(comparisonSetsMachine, options, paths)).toEqual([]);
  });
});

const setLabel = (n: number) => A.comparison.set.replace('{{n}}', String(n));
const FIELDS: Record<Exclude<keyof ComparisonSet, 'bucket'>, string> = {
  shipId: A.form.ship,
  companyId: A.form.company,
  shipTypeCode: A.form.shipType,
  fromYear: A.form.fromYear,
  toYear: A.form.toYear,
};
const field = (index: number, name: keyof typeof FIELDS) =>
  screen.getByLabelText(`${setLabel(index + 1)} · ${FIELDS[name]}`) as HTMLInputElement | HTMLSelectElement;

describe('comparisonSetsMachine ⇄ ComparisonScreen', () => {
  it.each(paths.map((p) => [name(p), p] as const))(
    '%s',
    async (_name, path) => {
      // The condition lists are the shell's option lists; no path runs the comparison itself.
      stubFetch({
        'GET /api/fleet/ships': () => page([{ id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' }]),
        'GET /api/fleet/companies/options': () => page([]),
        'GET /api/fleet/lookups/shipType': () => page([]),
      });
      renderInShell(<ComparisonScreen />);
      const actor = { getSnapshot: () => ownedActors.refs.get('comparisonSets')!.getSnapshot() };
      const ship = await screen.findByLabelText(`${setLabel(1)} · ${A.form.ship}`);
      await waitFor(() => expect(within(ship).getAllByRole('option').length).toBe(2));
      const bucket = () => screen.getByLabelText(A.form.bucket) as HTMLSelectElement;
      // Every field of every set, and the one bucket, show the model's values.
      const check = (at: (typeof path)['state']) => {
        const { sets, bucket: shared } = at.context as ComparisonSetsContext;
        sets.forEach((set, i) => {
          for (const f of Object.keys(FIELDS) as (keyof typeof FIELDS)[])
            expect([i, f, field(i, f).value]).toEqual([i, f, set[f]]);
        });
        expect(bucket().value).toBe(shared);
      };
      await replayPath(
        path,
        actor,
        {},
        {
          'set.change': (e) => fireEvent.change(field(e.index, e.name), { target: { value: e.value } }),
          'bucket.change': (e) => fireEvent.change(bucket(), { target: { value: e.bucket } }),
          'sets.reset': () => fireEvent.click(screen.getByRole('button', { name: A.form.reset })),
        },
        { stateKey, check },
      );
    },
    60_000,
  );
});
