import type { Row } from '../../domain/api';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { Button } from '@primer/react';
import { useActorRef } from '@xstate/react';
import type { Regime } from '../../domain/reports/types';
import { personName, type AppointmentDto } from '../../domain/verification/appointmentDto';
import { screenListMachine } from '../../machines/listForm/provided';
import { formatInstant } from '../../i18n/format';
import { ListFormView } from '../listForm/ListFormView';
import type { ScreenConfig } from '../listForm/types';
import { useCan } from '../shared/permission';
import { shipName, shipRef } from '../shared/ships';
import { useAreaText } from '../shared/useAreaText';
import { UserText } from '../shared/UserText';
import { AppointDialog } from './AppointDialog';

const app = (row: Row) => row as unknown as AppointmentDto;
const R = 'reports:verification.appointments';
const EDIT = 'verification:appointments:edit';

/**
 * The company's verifier appointments (`/verification/appointments`, docs/verification.md §10):
 * the current verifier of each ship and regime of its ships; "Appoint / change" (and a row's
 * Change) opens the appointment dialog, which asks before it replaces a verifier.
 */
export function appointmentsConfig(
  t: TFunction<'reports'>,
  change: (row: Row, close: (changed: boolean) => void) => React.ReactNode,
): ScreenConfig {
  return {
    resource: 'verification/appointments',
    title: `${R}.title`,
    intro: `${R}.intro`,
    columns: [
      {
        key: 'ship',
        label: `${R}.ship`,
        render: (row, lang) => `${shipName(row, lang)} ${shipRef(row)}`.trim(),
        text: (row, lang) => `${shipName(row, lang)} ${shipRef(row)}`.trim(),
      },
      {
        key: 'regime',
        label: `${R}.regime`,
        render: (row) => t(`regimes.${app(row).regime}`),
        text: (row) => t(`regimes.${app(row).regime}`),
      },
      {
        key: 'verifier',
        label: `${R}.verifier`,
        render: (row, lang) => personName(app(row), lang),
        text: (row, lang) => personName(app(row), lang),
      },
      {
        key: 'organisation',
        label: `${R}.organisation`,
        render: (row) => <UserText>{app(row).organisation ?? ''}</UserText>,
      },
      { key: 'appointedAt', label: `${R}.appointedAt`, render: (row) => formatInstant(app(row).appointedAt) },
    ],
    filters: [],
    fields: [],
    permissions: {},
    rowDialogs: [{ name: 'change', label: `${R}.change`, perm: EDIT, render: change }],
  };
}

export default function AppointmentsScreen() {
  const can = useCan();
  const { t } = useAreaText('reports');
  const list = useActorRef(screenListMachine(), {
    input: { resource: 'verification/appointments', pageSize: 50, filters: {} },
  });
  const [appointing, setAppointing] = useState(false);
  const close = useCallback(
    (changed: boolean) => {
      setAppointing(false);
      if (changed) list.send({ type: 'filter.search' });
    },
    [list],
  );
  const change = (row: Row, done: (changed: boolean) => void) => (
    <AppointDialog shipId={app(row).shipId} regime={app(row).regime as Regime} onClose={done} />
  );
  return (
    <>
      {can(EDIT) && (
        <Button style={{ marginBottom: 8 }} onClick={() => setAppointing(true)}>
          {t('verification.appointments.appoint')}
        </Button>
      )}
      <ListFormView actorRef={list} config={appointmentsConfig(t, change)} can={can} />
      {appointing && <AppointDialog onClose={close} />}
    </>
  );
}
