import { screen, waitFor, within } from '@testing-library/react';
import docs from '../../../src/i18n/documents/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import FleetCharts from '../../../src/views/portal/FleetCharts';
import { ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { renderInShell } from '../../support/shellSystem';

await loadAreaTexts('documents');

describe('public fleet charts', () => {
  it('keeps a year without figures on the axis and in the tables, not skipped', async () => {
    stubFetch({
      'GET /api/public/fleet-stats': () =>
        ok({
          emissionsByYear: [
            { year: 2023, ships: 2, co2T: 1200.4 },
            { year: 2025, ships: 3, co2T: 2500 },
          ],
          ciiDistribution: [
            { year: 2023, rating: 'C', ships: 2 },
            { year: 2025, rating: 'B', ships: 3 },
          ],
        }),
    });
    renderInShell(<FleetCharts />);
    const cii = await screen.findByRole('table', { name: docs.portal.charts.ciiTitle });
    await waitFor(() => expect(within(cii).getAllByRole('row')).toHaveLength(4));
    expect(within(cii).getAllByRole('row')[2]!.textContent).toBe('202400000');
    const co2 = screen.getAllByRole('table').find((t) => t !== cii)!;
    expect(
      within(co2)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      `${docs.portal.charts.year}${docs.portal.charts.co2}${docs.portal.charts.ships}`,
      '20231,2002',
      '202400',
      '20252,5003',
    ]);
  });
});
