import type { Row } from '../../domain/api';
import type { TFunction } from 'i18next';
import { Label } from '@primer/react';
import { Link } from 'wouter';
import type { InboxItemDto } from '../../domain/verification/appointmentDto';
import { formatDate } from '../../i18n/format';
import { ListFormScreen } from '../listForm/ListFormScreen';
import type { ScreenConfig } from '../listForm/types';
import { reportStateText } from '../shared/labels/ReportStateName';
import { shipName, shipRef } from '../shared/ships';
import { useAreaText } from '../shared/useAreaText';

const item = (row: Row) => row as unknown as InboxItemDto;
const R = 'reports:verification.inbox';

/**
 * The verifier's inbox (`/verification/inbox`, docs/verification.md §10): the reports on the ship
 * and regime pairs it is appointed to, soonest verification due date first (the server's order),
 * with open findings and the overdue flag; each opens the report page, where the verifier acts.
 */
export function inboxConfig(t: TFunction<'reports'>, kit: TFunction<'kit'>): ScreenConfig {
  const state = (i: InboxItemDto) =>
    reportStateText(kit, i.status === 'verified' ? (i.opinion ?? 'verified') : 'inVerification');
  return {
    resource: 'verification/inbox',
    title: `${R}.title`,
    intro: `${R}.intro`,
    columns: [
      {
        key: 'ship',
        label: `${R}.ship`,
        render: (row, lang) => (
          <Link href={`/MRVReport/EmissionReport?report=${item(row).id}`}>
            {`${shipName(row, lang)} ${shipRef(row)}`.trim()}
          </Link>
        ),
        text: (row, lang) => `${shipName(row, lang)} ${shipRef(row)}`.trim(),
      },
      {
        key: 'regime',
        label: `${R}.regime`,
        render: (row) => t(`regimes.${item(row).regime}`),
        text: (row) => t(`regimes.${item(row).regime}`),
      },
      { key: 'year', label: `${R}.year` },
      {
        key: 'status',
        label: `${R}.state`,
        render: (row) => state(item(row)),
        text: (row) => state(item(row)),
      },
      {
        key: 'due',
        label: `${R}.due`,
        render: (row) => (
          <>
            {formatDate(item(row).due)}{' '}
            {item(row).overdue && <Label variant="danger">{t('verification.inbox.overdue')}</Label>}
          </>
        ),
        text: (row) =>
          `${formatDate(item(row).due)}${item(row).overdue ? ` ${t('verification.inbox.overdue')}` : ''}`,
      },
      { key: 'openFindings', label: `${R}.openFindings` },
    ],
    filters: [],
    fields: [],
    permissions: {},
  };
}

export default function VerifierInboxScreen() {
  const { t } = useAreaText('reports');
  const kit = useAreaText('kit').t;
  return <ListFormScreen config={inboxConfig(t, kit)} />;
}
