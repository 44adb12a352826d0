import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import {
  companyLevel,
  type CompanyLevelDto,
  type CompanyPeriodInput,
} from '../../../src/domain/euMrv/company';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import en from '../../../src/i18n/euCompany/en.json';
import zh from '../../../src/i18n/euCompany/zh.json';
import { EtsScenarioPanel } from '../../../src/views/reports/EtsScenarioPanel';
import { CompanyLevelTable } from '../../../src/views/reports/EuCompanyView';
import { installDomShims } from '../../support/renderApp';

/**
 * The company-level table (docs/reports-eu.md §4.2): each row's cells from the domain's answer (ship
 * name in the UI language, period with its last day, partial, the source in words, the figures),
 * the totals and allowances; the scenario panel's costs, its checks before any call, and a taken
 * name's 422 shown as the server words it.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
installDomShims();
await loadAreaTexts('system', 'reports', 'euCompany');
initI18n('en');

const p = (
  shipId: number,
  partial: boolean,
  period: { start: string; end: string },
  v: number[],
  source: CompanyPeriodInput['source'],
): CompanyPeriodInput => ({
  shipId,
  shipName: `S${shipId}`,
  imo: `900000${shipId}`,
  companyId: 7,
  period,
  partial,
  source,
  co2: v[0]!,
  ch4: v[1]!,
  n2o: v[2]!,
  co2e: v[3]!,
  etsSubjectT: v[4]!,
  surrender: v[5]!,
});
const scenarios = [{ id: 1, companyId: 7, name: 'Base', priceEur: 70.5, note: 'forward', version: 1 }];
const dto: CompanyLevelDto = {
  ...companyLevel({
    year: 2025,
    companyId: 7,
    periods: [
      p(
        11,
        false,
        { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
        [3114, 0.05, 0.18, 3163.1, 3114, 2179.8],
        {
          kind: 'report',
          reportId: 501,
          status: 'confirmed',
        },
      ),
      p(
        12,
        true,
        { start: '2025-01-01T00:00:00.000Z', end: '2025-07-01T00:00:00.000Z' },
        [622.8, 0.01, 0.036, 632.62, 311.4, 217.98],
        {
          kind: 'ledger',
        },
      ),
    ],
    scenarios,
  }),
  company: { id: 7, nameEn: 'Demo Shipping', nameZh: '演示航运' },
  scenarios,
  shipNames: { 11: { nameEn: 'Alpha', nameZh: '阿尔法' }, 12: { nameEn: 'Beta', nameZh: null } },
};

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('company-level table', () => {
  it('maps each row: name, IMO, period to its last day, partial, source in words, figures; totals', () => {
    render(<CompanyLevelTable dto={dto} />);
    const table = screen.getByRole('table', { name: 'Ships of Demo Shipping in 2025' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 2 + 1);
    expect(cells(rows[1]!)).toEqual([
      'Alpha',
      '90000011',
      '2025-01-01 – 2025-12-31',
      'no',
      'Report #501 (confirmed)',
      '3,114',
      '0.05',
      '0.18',
      '3,163.1',
      '3,114',
      '2,179.8',
    ]);
    expect(cells(rows[2]!).slice(0, 5)).toEqual([
      'Beta',
      '90000012',
      '2025-01-01 – 2025-06-30',
      'yes',
      en.sourceLedger,
    ]);
    expect(screen.getByTestId('company-total-co2').textContent).toBe('3,736.8');
    expect(screen.getByTestId('company-total-surrender').textContent).toBe('2,397.78');
    expect(screen.getByTestId('company-allowances').textContent).toBe('2,397.78');
    expect(screen.getByTestId('company-deadline').textContent).toContain('2026-03-31');
  });

  it('in Chinese: names, source and headers in zh', async () => {
    await i18n.changeLanguage('zh');
    try {
      render(<CompanyLevelTable dto={dto} />);
      const table = screen.getByRole('table', { name: '演示航运 在 2025 年的船舶' });
      const rows = within(table).getAllByRole('row');
      expect(cells(rows[0]!)[0]).toBe(zh.cols.ship);
      expect(cells(rows[1]!).slice(0, 5)).toEqual([
        '阿尔法',
        '90000011',
        '2025-01-01 – 2025-12-31',
        '否',
        '报告 #501（已确认）',
      ]);
      expect(cells(rows[2]!)[0]).toBe('Beta');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('scenario panel', () => {
  const panel = (onChanged = vi.fn()) =>
    render(
      <EtsScenarioPanel
        companyId={7}
        scenarios={scenarios}
        costs={dto.costs}
        canEdit
        onChanged={onChanged}
      />,
    );

  it('shows each scenario’s cost = allowances × price', () => {
    panel();
    expect(screen.getByLabelText('Cost at Base').textContent).toBe(
      (2397.78 * 70.5).toLocaleString('en-GB', { maximumFractionDigits: 3 }),
    );
    // The scenario's name as the company wrote it is marked as theirs, not the UI's words.
    expect(screen.getByRole('rowheader', { name: 'Base' }).querySelector('[data-user-text]')).not.toBeNull();
  });

  it('refuses a price of 0 or a blank name before any call', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    panel();
    fireEvent.change(screen.getByLabelText(en.scenarios.name), { target: { value: 'Low' } });
    fireEvent.change(screen.getByLabelText(en.scenarios.price), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: en.scenarios.add }));
    expect(screen.getByRole('alert').textContent).toContain(en.scenarios.priceInvalid);
    fireEvent.change(screen.getByLabelText(en.scenarios.name), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(en.scenarios.price), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: en.scenarios.add }));
    expect(screen.getByRole('alert').textContent).toContain(en.scenarios.nameRequired);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds with the decimal price; a taken name shows the server’s words', async () => {
    const onChanged = vi.fn();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return bodies.length === 1
          ? new Response(JSON.stringify({ success: true, data: { id: 2 } }), { status: 201 })
          : new Response(
              JSON.stringify({
                success: false,
                code: 'ets.scenario_name_taken',
                message: 'x',
                fields: { name: 'Name taken.' },
              }),
              { status: 422 },
            );
      }),
    );
    panel(onChanged);
    fireEvent.change(screen.getByLabelText(en.scenarios.name), { target: { value: 'High' } });
    fireEvent.change(screen.getByLabelText(en.scenarios.price), { target: { value: '99,5' } });
    fireEvent.click(screen.getByRole('button', { name: en.scenarios.add }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(bodies[0]).toEqual({ companyId: 7, name: 'High', priceEur: 99.5, note: null });
    fireEvent.change(screen.getByLabelText(en.scenarios.name), { target: { value: 'base' } });
    fireEvent.change(screen.getByLabelText(en.scenarios.price), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: en.scenarios.add }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Not saved: Name taken.'));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
