import { useTranslation } from 'react-i18next';
import { RegimeReportsScreen } from './RegimeReportsScreen';
import { UkCompanyAerView } from './UkCompanyAerView';
import { useReportTab } from './useReportTab';
import { TabStrip } from '../shared/TabStrip';

/**
 * `/MRVReport/ukMrvReport-list`: UK MRV / UK ETS ship reports on the shared lifecycle, and the
 * company-level annual emissions report (docs/reports-uk-and-cross-regime.md §7.3).
 */
export default function UkMrvReportScreen() {
  const { t } = useTranslation('ukMrv');
  const [view, setView] = useReportTab<'ship' | 'company'>('ship');
  return (
    <div>
      <TabStrip
        label={t('tabs.label')}
        tabs={(['ship', 'company'] as const).map((k) => ({ key: k, label: t(`tabs.${k}`) }))}
        selected={view}
        onSelect={setView}
      />
      {view === 'ship' ? <RegimeReportsScreen regime="ukMrv" /> : <UkCompanyAerView />}
    </div>
  );
}
