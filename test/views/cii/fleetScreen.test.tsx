import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CiiFleetDto, CiiShipDto } from '../../../src/domain/ciiApi';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import en from '../../../src/i18n/cii/en.json';
import main from '../../../src/i18n/en.json';
import CiiFleetScreen from '../../../src/views/cii/CiiFleetScreen';
import { sortFleet } from '../../../src/views/cii/fleetRows';
import { renderInShell } from '../../support/shellSystem';
import { fail, ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('system', 'cii');
afterEach(cleanup);

const risk = (atRisk: boolean, planRequired: boolean, trend: 'better' | 'worse' | 'same' | null = null) => ({
  latest: null,
  trend,
  atRisk,
  planRequired,
  planYear: planRequired ? 2025 : null,
});
const FLEET: CiiFleetDto = {
  years: [2023, 2024, 2025],
  ships: [
    {
      shipId: 1,
      nameEn: 'ALPHA',
      nameZh: '阿尔法',
      imo: '9000001',
      ratings: { 2023: 'B', 2024: 'C', 2025: 'B' },
      risk: risk(false, false, 'better'),
      planRecorded: false,
    },
    {
      shipId: 2,
      nameEn: 'BRAVO',
      nameZh: null,
      imo: '9000002',
      ratings: { 2023: 'D', 2024: 'D', 2025: 'E' },
      risk: risk(true, true, 'worse'),
      planRecorded: false,
    },
    {
      shipId: 3,
      nameEn: 'CHARLIE',
      nameZh: null,
      imo: null,
      ratings: { 2023: null, 2024: 'D', 2025: 'D' },
      risk: risk(true, false, 'same'),
      planRecorded: false,
    },
  ],
};
const SHIP: CiiShipDto = {
  shipId: 2,
  ciiType: 'bulk_carrier',
  periods: [
    {
      id: 11,
      year: 2025,
      periodStart: '2025-01-01T00:00:00.000Z',
      periodEnd: '2026-01-01T00:00:00.000Z',
      rating: 'E',
      attained: 7.5,
      required: 4.9,
      distanceNm: 1000,
      source: 'report',
      reason: null,
    },
  ],
  history: [
    { year: 2023, rating: 'D' },
    { year: 2024, rating: 'D' },
    { year: 2025, rating: 'E' },
  ],
  risk: risk(true, true, 'worse'),
  requiredAhead: [{ year: 2026, required: 4.8 }],
  plans: [],
};

const names = () =>
  within(screen.getByRole('table', { name: en.fleet.title }))
    .getAllByRole('rowheader')
    .map((c) => c.textContent);

describe('sortFleet', () => {
  it('orders by risk, by a year worst first, by name; ties by name', () => {
    const n = (r: { nameEn: string }) => r.nameEn;
    expect(sortFleet(FLEET.ships, { key: 'risk', dir: 'desc' }, n).map(n)).toEqual([
      'BRAVO',
      'CHARLIE',
      'ALPHA',
    ]);
    expect(sortFleet(FLEET.ships, { key: 'year:2023', dir: 'desc' }, n).map(n)).toEqual([
      'BRAVO',
      'ALPHA',
      'CHARLIE',
    ]);
    expect(sortFleet(FLEET.ships, { key: 'name', dir: 'desc' }, n).map(n)).toEqual([
      'CHARLIE',
      'BRAVO',
      'ALPHA',
    ]);
  });
});

// Generous timeouts: the first render loads Primer and the shell on a shared, loaded machine.
describe('CII fleet screen', () => {
  it('lists the fleet worst risk first, sorts by a column, shows risk and the plan duty', async () => {
    stubFetch({ 'GET /api/cii/ratings/fleet': () => ok(FLEET) });
    renderInShell(<CiiFleetScreen />);
    await screen.findByRole('table', { name: en.fleet.title });
    expect(names()).toEqual(['BRAVO', 'CHARLIE', 'ALPHA']);
    const bravo = screen.getByRole('row', { name: /BRAVO/ });
    expect(bravo.textContent).toContain(en.fleet.planMissing);
    expect(bravo.textContent).toContain(en.fleet.atRisk);
    expect(bravo.textContent).toContain(en.fleet.trends.worse);
    // The active column's button carries its direction (▲ / ▼) and the header its aria-sort.
    const shipColumn = () => screen.getByRole('button', { name: new RegExp(`^${en.fleet.ship}`) });
    fireEvent.click(shipColumn());
    expect(names()).toEqual(['ALPHA', 'BRAVO', 'CHARLIE']);
    expect(shipColumn().closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(shipColumn());
    expect(names()).toEqual(['CHARLIE', 'BRAVO', 'ALPHA']);
  }, 20_000);

  it('marks a figure that waits for its recomputation after a ledger change, and says so', async () => {
    const ships = FLEET.ships.map((r) => (r.shipId === 1 ? { ...r, recomputing: [2024] } : r));
    stubFetch({ 'GET /api/cii/ratings/fleet': () => ok({ ...FLEET, ships }) });
    renderInShell(<CiiFleetScreen />);
    await screen.findByRole('table', { name: en.fleet.title });
    expect(screen.getByRole('status').textContent).toBe(en.fleet.recomputingNote);
    const alpha = screen.getByRole('row', { name: /ALPHA/ });
    const cells = within(alpha).getAllByRole('cell');
    // IMO, then 2023, 2024, 2025: only 2024 waits.
    expect(cells[2]!.textContent).toContain(en.fleet.recomputing);
    expect(cells[1]!.textContent).not.toContain(en.fleet.recomputing);
    expect(screen.getByRole('row', { name: /BRAVO/ }).textContent).not.toContain(en.fleet.recomputing);
  }, 20_000);

  it('marks a rating of a year still running as year to date, and says what that means', async () => {
    const ships = FLEET.ships.map((r) => (r.shipId === 1 ? { ...r, yearToDate: [2025] } : r));
    stubFetch({ 'GET /api/cii/ratings/fleet': () => ok({ ...FLEET, ships }) });
    renderInShell(<CiiFleetScreen />);
    await screen.findByRole('table', { name: en.fleet.title });
    expect(screen.getByText(en.fleet.yearToDateNote)).toBeTruthy();
    const cells = within(screen.getByRole('row', { name: /ALPHA/ })).getAllByRole('cell');
    // IMO, then 2023, 2024, 2025: only 2025 is year to date.
    expect(cells[3]!.textContent).toContain(en.fleet.yearToDate);
    expect(cells[2]!.textContent).not.toContain(en.fleet.yearToDate);
    expect(screen.getByRole('row', { name: /BRAVO/ }).textContent).not.toContain(en.fleet.yearToDate);
  }, 20_000);

  it('recomputes then reloads, and says how many ships moved; a failed load offers Retry', async () => {
    let fleetCalls = 0;
    const calls = stubFetch({
      'GET /api/cii/ratings/fleet': () => (++fleetCalls === 1 ? fail(500, 'internal', 'x') : ok(FLEET)),
      'POST /api/cii/ratings/refresh': () => ok({ ships: 3, recomputed: 1 }),
    });
    renderInShell(<CiiFleetScreen />);
    fireEvent.click(await screen.findByRole('button', { name: main.common.retry }));
    await screen.findByRole('table', { name: en.fleet.title });
    fireEvent.click(screen.getByRole('button', { name: en.fleet.refresh }));
    await screen.findByText(
      en.fleet.refreshed_other.replace('{{recomputed}}', '1').replace('{{count}}', '3'),
    );
    expect(calls.filter((c) => c.path === '/api/cii/ratings/fleet')).toHaveLength(3);
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ year: expect.any(Number) });
  }, 20_000);

  it('shows a running progress bar while the fleet is recomputed', async () => {
    let answer!: (v: unknown) => void;
    stubFetch({
      'GET /api/cii/ratings/fleet': () => ok(FLEET),
      'POST /api/cii/ratings/refresh': () => new Promise((resolve) => (answer = resolve)),
    });
    renderInShell(<CiiFleetScreen />);
    await screen.findByRole('table', { name: en.fleet.title });
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.fleet.refresh }));
    const label = (FLEET.ships.length === 1 ? en.fleet.refreshing_one : en.fleet.refreshing_other).replace(
      '{{count}}',
      String(FLEET.ships.length),
    );
    await screen.findByRole('progressbar', { name: label });
    await act(async () => answer(ok({ ships: 3, recomputed: 1 })));
    await screen.findByText(
      en.fleet.refreshed_other.replace('{{recomputed}}', '1').replace('{{count}}', '3'),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 20_000);

  it("opens a ship's page: history, periods with source, SEEMP items; adds a plan, showing the server's field message", async () => {
    let plans: unknown[] = [];
    const calls = stubFetch({
      'GET /api/cii/ratings/fleet': () => ok(FLEET),
      'GET /api/cii/ships/2': () => ok({ ...SHIP, plans }),
      'POST /api/cii/plans': (c) => {
        const b = c.body as { owner: string };
        if (!b.owner) return fail(400, 'validation_failed', 'x', { fields: { owner: 'Required' } });
        plans = [{ id: 5, shipId: 2, version: 1, note: null, ...(c.body as object) }];
        return { status: 201, body: { success: true, data: plans[0] } };
      },
    });
    renderInShell(<CiiFleetScreen />);
    fireEvent.click(await screen.findByRole('button', { name: en.fleet.open.replace('{{name}}', 'BRAVO') }));
    const page = await screen.findByRole('region', { name: en.ship.title.replace('{{name}}', 'BRAVO') });
    await within(page).findByRole('table', { name: en.ship.periods });
    expect(within(page).getByRole('table', { name: en.ship.periods }).textContent).toContain(
      en.ship.sources.report,
    );
    expect(page.textContent).toContain(en.ship.planDuty.replace('{{year}}', '2025'));
    expect(within(page).getByRole('table', { name: en.ship.requiredAhead }).textContent).toContain('4.800');
    expect(page.textContent).toContain(en.ship.noPlans);
    fireEvent.click(within(page).getByRole('button', { name: en.ship.addPlan }));
    const form = within(page).getByRole('form', { name: en.ship.addPlan });
    fireEvent.change(within(form).getByLabelText(en.plan.target), { target: { value: 'Hull cleaning' } });
    fireEvent.change(within(form).getByLabelText(en.plan.dueDate), { target: { value: '2026-04-30' } });
    fireEvent.click(within(form).getByRole('button', { name: en.plan.save }));
    await within(form).findByText('Required');
    fireEvent.change(within(form).getByLabelText(en.plan.owner), { target: { value: 'Superintendent' } });
    await waitFor(() => expect(within(form).queryByText('Required')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: en.plan.save }));
    await within(page).findByText(/Hull cleaning/);
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      shipId: 2,
      year: 2025,
      target: 'Hull cleaning',
      targetRating: 'C',
      status: 'planned',
      owner: 'Superintendent',
      dueDate: '2026-04-30',
      note: null,
    });
    fireEvent.click(within(page).getByRole('button', { name: en.ship.close }));
    await screen.findByRole('table', { name: en.fleet.title });
  }, 20_000);
});
