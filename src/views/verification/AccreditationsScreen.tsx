import type { Row } from '../../domain/api';
import type { TFunction } from 'i18next';
import { REGIMES } from '../../domain/reports/types';
import { AccreditationBody } from '../../domain/schemas/appointments';
import { personName, type AccreditationDto } from '../../domain/verification/appointmentDto';
import { endAccreditationActors } from '../../machines/verification/provided';
import { formatDate, formatInstant } from '../../i18n/format';
import { ListFormScreen } from '../listForm/ListFormScreen';
import type { ScreenConfig } from '../listForm/types';
import { UserText } from '../shared/UserText';
import { useAreaText } from '../shared/useAreaText';

const acc = (row: Row) => row as unknown as AccreditationDto;
const R = 'reports:verification.accreditations';
const P = 'verification:accreditations';

/**
 * Verifiers' accreditations (`/verification/accreditations`, docs/verification.md §10): the
 * administrator records one per verifier and regime from the accreditation body's certificate, and
 * ends it (confirmed first); ended ones stay listed with the day they ended.
 */
export function accreditationsConfig(t: TFunction<'reports'>): ScreenConfig {
  return {
    resource: 'verification/accreditations',
    title: `${R}.title`,
    intro: `${R}.intro`,
    columns: [
      {
        key: 'verifier',
        label: `${R}.verifier`,
        render: (row, lang) => personName(acc(row), lang),
        text: (row, lang) => personName(acc(row), lang),
      },
      {
        key: 'regime',
        label: `${R}.regime`,
        render: (row) => t(`regimes.${acc(row).regime}`),
        text: (row) => t(`regimes.${acc(row).regime}`),
      },
      { key: 'body', label: `${R}.body`, render: (row) => <UserText>{acc(row).body}</UserText> },
      { key: 'number', label: `${R}.number`, render: (row) => <UserText>{acc(row).number}</UserText> },
      { key: 'validFrom', label: `${R}.validFrom`, render: (row) => formatDate(acc(row).validFrom) },
      {
        key: 'validTo',
        label: `${R}.validTo`,
        render: (row) => formatDate(acc(row).validTo) || t('verification.accreditations.openEnded'),
        text: (row) => formatDate(acc(row).validTo) || t('verification.accreditations.openEnded'),
      },
      {
        key: 'endedAt',
        label: `${R}.state`,
        render: (row) => stateText(t, acc(row)),
        text: (row) => stateText(t, acc(row)),
      },
    ],
    filters: [],
    fields: [
      {
        name: 'verifierId',
        label: `${R}.verifier`,
        type: 'select',
        required: true,
        options: {
          kind: 'resource',
          resource: 'verification/verifiers',
          value: 'id',
          label: (row, lang) =>
            String((lang === 'zh' ? row.nameZh || row.nameEn : row.nameEn || row.nameZh) || row.username),
        },
      },
      {
        name: 'regime',
        label: `${R}.regime`,
        type: 'select',
        required: true,
        options: {
          kind: 'static',
          options: REGIMES.map((r) => ({ value: r, label: `reports:regimes.${r}` })),
        },
      },
      { name: 'body', label: `${R}.body`, type: 'text', required: true },
      { name: 'number', label: `${R}.number`, type: 'text', required: true },
      { name: 'validFrom', label: `${R}.validFrom`, type: 'date', required: true },
      { name: 'validTo', label: `${R}.validTo`, type: 'date' },
    ],
    schema: AccreditationBody,
    defaults: { verifierId: '', regime: '', body: '', number: '', validFrom: '', validTo: '' },
    permissions: { add: `${P}:add` },
    detail: false,
    commands: [
      {
        name: 'end',
        label: `${R}.end`,
        confirm: `${R}.confirmEnd`,
        perm: `${P}:delete`,
        reload: true,
        enabled: (row) => !acc(row).endedAt,
      },
    ],
    actors: endAccreditationActors,
  };
}

const stateText = (t: TFunction<'reports'>, a: AccreditationDto) =>
  a.endedAt
    ? t('verification.accreditations.ended', { at: formatInstant(a.endedAt) })
    : t('verification.accreditations.active');

export default function AccreditationsScreen() {
  const { t } = useAreaText('reports');
  return <ListFormScreen config={accreditationsConfig(t)} />;
}
