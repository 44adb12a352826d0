import { useState } from 'react';
import { Button } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { RegimeReportsScreen } from './RegimeReportsScreen';
import { UkCompanyAerView } from './UkCompanyAerView';

/**
 * `/MRVReport/ukMrvReport-list`: UK MRV / UK ETS ship reports on the shared lifecycle, and the
 * company-level annual emissions report (docs/reports-uk-and-cross-regime.md §7.3).
 */
export default function UkMrvReportScreen() {
  const { t } = useTranslation('ukMrv');
  const [view, setView] = useState<'ship' | 'company'>('ship');
  return (
    <div>
      <div role="tablist" aria-label={t('tabs.label')} style={{ display: 'flex', gap: 4, margin: '8px 0' }}>
        {(['ship', 'company'] as const).map((k) => (
          <Button
            key={k}
            role="tab"
            aria-selected={view === k}
            variant={view === k ? 'primary' : 'invisible'}
            onClick={() => setView(k)}
          >
            {t(`tabs.${k}`)}
          </Button>
        ))}
      </div>
      {view === 'ship' ? <RegimeReportsScreen regime="ukMrv" /> : <UkCompanyAerView />}
    </div>
  );
}
