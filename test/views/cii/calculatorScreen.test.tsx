import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calculateCii } from '../../../src/domain/cii';
import { whatIf } from '../../../src/domain/scenarios';
import en from '../../../src/i18n/cii/en.json';
import zh from '../../../src/i18n/cii/zh.json';
import { askableKeys } from '../../support/i18n/textKeys';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { WHAT_IF_DELAY } from '../../../src/machines/cii/ciiWhatIfMachine';
import CiiCalculatorScreen from '../../../src/views/cii/CiiCalculatorScreen';
import { WORKED } from '../../support/cii/forecastLegs';
import { renderInShell } from '../../support/shellSystem';
import { ok, page, stubFetch, type Call } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('system', 'cii');
afterEach(cleanup);

const SHIP = { id: 7, name: 'HAIYUN GLORY', shipType: 'bulk_carrier' as const };
const ship = { shipType: 'bulk_carrier' as const, dwt: 50_000 };
/** The server's answers computed by the real engines on the worked example's legs. */
const answer = (call: Call) => {
  const b = call.body as { year: number; euaPriceEur: number; scenario: never };
  return ok({
    ship: SHIP,
    ...whatIf({
      ship,
      year: b.year,
      legs: WORKED,
      euLegs: [],
      euaPriceEur: b.euaPriceEur,
      scenario: b.scenario,
    }),
  });
};
const forecastAnswer = () => {
  const r = whatIf({
    ship,
    year: 2025,
    legs: WORKED,
    euLegs: [],
    euaPriceEur: 0,
    scenario: { speedReductionPct: 0, switchSharePct: 0, switchTo: 'LNG', idleDays: 0 },
  });
  return ok({ ship: SHIP, forecast: r.forecast });
};

describe('CII calculator screen', () => {
  it('has every text in both languages', () => {
    expect(askableKeys(zh).sort()).toEqual(askableKeys(en).sort());
  });

  it('the plain calculator asks for what is missing, then shows the calc API answer', async () => {
    const result = calculateCii({
      ...ship,
      year: 2025,
      distanceNm: 73_000,
      fuels: [{ fuel: 'HFO', tonnes: 4866.67 }],
    });
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([]),
      'POST /api/calc/cii': () => ok(result),
    });
    renderInShell(<CiiCalculatorScreen />);
    const form = screen.getByRole('region', { name: en.calculator.title });
    fireEvent.click(within(form).getByRole('button', { name: en.calculator.run }));
    expect(await within(form).findByText(en.calculator.incomplete)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/calc/cii')).toBe(false);
    fireEvent.change(within(form).getByLabelText(en.calculator.dwt), { target: { value: '50000' } });
    fireEvent.change(within(form).getByLabelText(en.calculator.year), { target: { value: '2025' } });
    fireEvent.change(within(form).getByLabelText(en.calculator.distance), { target: { value: '73000' } });
    fireEvent.change(within(form).getByLabelText('Heavy fuel oil (HFO) (t)'), {
      target: { value: '4866.67' },
    });
    fireEvent.click(within(form).getByRole('button', { name: en.calculator.run }));
    expect((await within(form).findByTestId('calc-rating')).textContent).toBe(result.rating);
    expect(calls.find((c) => c.path === '/api/calc/cii')!.body).toEqual({
      shipType: 'bulk_carrier',
      dwt: 50_000,
      year: 2025,
      distanceNm: 73_000,
      fuels: [{ fuel: 'HFO', tonnes: 4866.67 }],
    });
  }, 30_000);

  it('a ship shows its forecast; the speed slider asks the what-if once and shows the new rating', async () => {
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([{ id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' }]),
      'GET /api/cii/forecast': forecastAnswer,
      'POST /api/cii/what-if': answer,
    });
    renderInShell(<CiiCalculatorScreen />);
    const pick = await screen.findByLabelText(en.forecast.ship);
    await waitFor(() => expect(within(pick).getAllByRole('option').length).toBe(2));
    fireEvent.change(
      within(screen.getByRole('region', { name: en.forecast.title })).getByLabelText(en.forecast.year),
      {
        target: { value: '2025' },
      },
    );
    fireEvent.change(pick, { target: { value: '7' } });
    expect((await screen.findByTestId('forecast-projected-rating')).textContent).toBe('B');
    expect(screen.getByTestId('forecast-ytd-rating').textContent).toBe('B');
    expect(calls.find((c) => c.path === '/api/cii/forecast')!.query).toEqual({ shipId: '7', year: '2025' });
    await waitFor(() => expect(screen.getByTestId('whatif-scenario-cii').textContent).toMatch(/^B /));
    // No EU voyage: nothing in EU scope, no allowance to buy; FuelEU has no energy to rate.
    expect(screen.getByTestId('whatif-base-ets').textContent).toBe('0');
    expect(screen.getByTestId('whatif-base-fuelEu').textContent).toContain('n/a');

    const slider = screen.getByRole('slider', { name: en.whatIf.speed });
    for (const v of ['5', '8', '10']) fireEvent.change(slider, { target: { value: v } });
    await waitFor(() => expect(screen.getByTestId('whatif-scenario-cii').textContent).toMatch(/^A /), {
      timeout: WHAT_IF_DELAY * 10,
    });
    const posts = calls.filter((c) => c.path === '/api/cii/what-if');
    // The first on load, then one for the whole drag with its last value.
    expect(
      posts.map((c) => (c.body as { scenario: { speedReductionPct: number } }).scenario.speedReductionPct),
    ).toEqual([0, 10]);
    expect(screen.getByTestId('whatif-base-cii').textContent).toMatch(/^B /);
  }, 30_000);
});
