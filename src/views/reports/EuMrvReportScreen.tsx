import { useState } from 'react';
import { Button } from '@primer/react';
import { useCan } from '../shared/permission';
import { CompanyLevelSection, useCompanyText } from './CompanyLevelView';
import { RegimeReportsScreen } from './RegimeReportsScreen';

/**
 * `/MRVReport/reportManagement-list`: EU MRV reports (their pages list the voyages with shares and
 * reasons), and the company-level data with the EU ETS price scenarios (docs/reports-eu.md §4.2).
 */
export default function EuMrvReportScreen() {
  const { c } = useCompanyText();
  const can = useCan();
  const [view, setView] = useState<'reports' | 'company'>('reports');
  return (
    <>
      <div role="tablist" aria-label="EU MRV" style={{ display: 'flex', gap: 4, margin: '0 0 8px' }}>
        {(['reports', 'company'] as const).map((k) => (
          <Button
            key={k}
            role="tab"
            aria-selected={view === k}
            variant={view === k ? 'primary' : 'default'}
            onClick={() => setView(k)}
          >
            {c(`tabs.${k}`)}
          </Button>
        ))}
      </div>
      {view === 'reports' ? (
        <RegimeReportsScreen regime="euMrv" />
      ) : (
        <CompanyLevelSection canEdit={can('mrv:eu:generate')} />
      )}
    </>
  );
}
