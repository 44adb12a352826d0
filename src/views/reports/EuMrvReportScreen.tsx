import { useCan } from '../shared/permission';
import { CompanyLevelSection } from './EuCompanyView';
import { useAreaText } from '../shared/useAreaText';
import { RegimeReportsScreen } from './RegimeReportsScreen';
import { useReportTab } from './useReportTab';
import { TabStrip } from '../shared/TabStrip';

/**
 * `/MRVReport/reportManagement-list`: EU MRV reports (their pages list the voyages with shares and
 * reasons), and the company-level data with the EU ETS price scenarios (docs/reports-eu.md §4.2).
 */
export default function EuMrvReportScreen() {
  const { t: c } = useAreaText('euCompany');
  const can = useCan();
  const [view, setView] = useReportTab<'reports' | 'company'>('reports');
  return (
    <>
      <TabStrip
        label="EU MRV"
        tabs={(['reports', 'company'] as const).map((k) => ({ key: k, label: c(`tabs.${k}`) }))}
        selected={view}
        onSelect={setView}
      />
      {view === 'reports' ? (
        <RegimeReportsScreen regime="euMrv" />
      ) : (
        <CompanyLevelSection canEdit={can('mrv:eu:generate')} />
      )}
    </>
  );
}
