import { useState } from 'react';
import { RegimeReportsScreen } from '../RegimeReportsScreen';
import { FuelEuBalance } from './FuelEuBalance';
import { FuelEuPools } from './FuelEuPools';
import { useAreaText } from '../../shared/useAreaText';
import { useReportTab } from '../useReportTab';
import { TabStrip } from '../../shared/TabStrip';

type Section = 'reports' | 'balance' | 'pools';

/**
 * `/MRVReport/fuelEuReport-list`: the FuelEU ship-year reports on the shared report
 * lifecycle (candidate periods, reports, guided submission, report page), a ship-year's
 * compliance balance with banking, borrowing and penalty, and the year's pools with their check.
 */
export default function FuelEuReportScreen() {
  const { t: f } = useAreaText('fuelEu');
  const [section, setSection] = useReportTab<Section>('reports');
  const [year, setYear] = useState(() => new Date().getUTCFullYear() - 1);
  return (
    <section aria-label={f('title')}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <TabStrip
          label={f('tabs.label')}
          tabs={(['reports', 'balance', 'pools'] as const).map((k) => ({ key: k, label: f(`tabs.${k}`) }))}
          selected={section}
          onSelect={setSection}
        />
        {section !== 'reports' && (
          <label style={{ marginLeft: 16 }}>
            {f('year')}{' '}
            <input
              type="number"
              min={2025}
              max={2100}
              value={year}
              onChange={(e) => Number(e.target.value) >= 2025 && setYear(Number(e.target.value))}
              style={{ width: 80 }}
            />
          </label>
        )}
      </div>
      <div role="tabpanel" aria-label={f(`tabs.${section}`)} style={{ marginTop: 8 }}>
        {section === 'reports' && <RegimeReportsScreen regime="fuelEu" />}
        {section === 'balance' && <FuelEuBalance year={year} />}
        {section === 'pools' && <FuelEuPools key={year} year={year} />}
      </div>
    </section>
  );
}
