import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { euMrvReport } from '../../../src/domain/euMrv/index';
import { initI18n } from '../../../src/i18n';
import { formatInstant } from '../../../src/i18n/format';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { euReasonText, EU_REASONS } from '../../../src/server/i18n/euExportMessages';
import { EuVoyageList } from '../../../src/views/reports/EuVoyageList';
import { installDomShims } from '../../support/renderApp';
import { mixedPercents } from '../../support/e2e/textChecks';
import { workedYear } from '../../support/euMrv/workedYear';
import zh from '../../../src/i18n/euMrv/zh.json';
import en from '../../../src/i18n/euMrv/en.json';

/**
 * The EU voyage list of a report page (docs/reports-eu.md §2): each voyage's shares, the reason
 * opening from the ETS share button (click or keyboard: it is a button), the ETS amounts, the cost
 * at a typed price, and the words the same as the exports' in both languages.
 */
afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'reports', 'euMrv');
initI18n('en');

const figures = euMrvReport(workedYear());

describe('EU voyage list', () => {
  it('lists every voyage; the reason opens on the ETS share button', () => {
    render(<EuVoyageList figures={figures} />);
    const table = screen.getByRole('table', { name: en.title });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    const why = screen.getByRole('button', { name: 'Why this share: Rotterdam (NLRTM) → New York (USNYC)' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(why.textContent).toBe('Why 50%?');
    // Departure and arrival read at UTC+8 with the label, as the report's drill-down reads them.
    const row = why.closest('tr')!;
    const v = figures.voyages[1]!;
    expect(row.textContent).toContain(formatInstant(v.departure));
    expect(row.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\+8\)/);
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('eu-reason').textContent).toBe(
      'Rotterdam → New York: departs an EEA port of call, 100% MRV, 50% ETS',
    );
    expect(screen.getByText(/Gibraltar stop: bunkering only, not a port of call/)).toBeTruthy();
    fireEvent.click(why);
    expect(screen.queryByTestId('eu-reason')).toBeNull();
  });

  it('ETS: surrender, cost at a typed price, refusal of a negative price, registry deadlines', () => {
    render(<EuVoyageList figures={figures} />);
    const input = screen.getByLabelText(en.price);
    fireEvent.change(input, { target: { value: '80' } });
    const cost = (figures.ets.surrender * 80).toLocaleString('en-GB', { maximumFractionDigits: 3 });
    expect(screen.getByTestId('eu-cost').textContent).toContain(cost);
    fireEvent.change(input, { target: { value: '-1' } });
    expect(screen.getByRole('alert').textContent).toBe(en.priceInvalid);
    expect(screen.getByText(/Surrender of allowances: 2026-09-30/)).toBeTruthy();
  });

  it('shows Chinese words in Chinese', async () => {
    await i18n.changeLanguage('zh');
    render(<EuVoyageList figures={figures} />);
    fireEvent.click(screen.getByRole('button', { name: '比例原因：Rotterdam (NLRTM) → New York (USNYC)' }));
    expect(screen.getByTestId('eu-reason').textContent).toBe(
      euReasonText(figures.voyages[1]!.voyage.reason, 'zh'),
    );
    // The shares of the table, the button and the reason: every percent in the one form.
    expect(document.body.textContent).toMatch(/\d%/);
    expect(mixedPercents(document.body.textContent ?? '')).toEqual([]);
    await i18n.changeLanguage('en');
  });

  it('names the ports in Chinese on a Chinese screen when the dictionary has their Chinese names', async () => {
    const named = structuredClone(figures);
    Object.assign(named.voyages[1]!, { fromNameZh: '鹿特丹', toNameZh: '纽约' });
    Object.assign(named.voyages[1]!.voyage.reason.params!, { fromZh: '鹿特丹', toZh: '纽约' });
    await i18n.changeLanguage('zh');
    render(<EuVoyageList figures={named} />);
    const why = screen.getByRole('button', { name: '比例原因：鹿特丹 (NLRTM) → 纽约 (USNYC)' });
    fireEvent.click(why);
    // The reason names them in Chinese too, as the Chinese export does.
    expect(screen.getByTestId('eu-reason').textContent).toBe(
      zh.reasons.voyage.departing
        .replace('{{from}}', '鹿特丹')
        .replace('{{to}}', '纽约')
        .replace('{{mrv}}', '100%')
        .replace('{{ets}}', '50%'),
    );
    expect(euReasonText(named.voyages[1]!.voyage.reason, 'zh')).toBe(
      screen.getByTestId('eu-reason').textContent,
    );
    expect(euReasonText(named.voyages[1]!.voyage.reason, 'en')).toMatch(/^Rotterdam → New York: /);
    // A report generated before the Chinese names were carried still reads, in English names.
    expect(
      screen.getByRole('button', { name: /^比例原因：Hamburg \(DEHAM\) → Rotterdam \(NLRTM\)$/ }),
    ).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('the screen words and the export words are one table', () => {
    for (const [code, words] of Object.entries(EU_REASONS)) {
      const [, group, name] = code.split('.') as [string, string, string];
      const pick = (j: typeof en) => (j.reasons as Record<string, Record<string, string>>)[group]![name];
      expect(pick(en)).toBe(words.en.replace(/\{(\w+)\}/g, '{{$1}}'));
      expect(pick(zh as typeof en)).toBe(words.zh.replace(/\{(\w+)\}/g, '{{$1}}'));
    }
  });
});
