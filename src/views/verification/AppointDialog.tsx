import { FormControl, Select, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { REGIMES, type Regime } from '../../domain/reports/types';
import { personName } from '../../domain/verification/appointmentDto';
import {
  choicesOf,
  currentOf,
  type AppointmentsActor,
  type appointmentsMachine,
} from '../../machines/verification/appointmentsMachine';
import { appointmentsClient } from '../../machines/verification/provided';
import { ConfirmationDialog, Dialog } from '../shared/Dialog';
import { ErrorBanner } from '../shared/ErrorText';
import { LoadFailed } from '../shared/LoadFailed';
import { shipName, shipRef, useShipRows } from '../shared/ships';
import { useAreaText } from '../shared/useAreaText';
import type en from '../../i18n/reports/en.json';
import { useCloseWhenEnded } from '../shared/useCloseWhenEnded';

type AppointmentText = keyof (typeof en)['verification']['appointments'];

/** Appoint or change a ship's verifier for a regime: the form, then a confirmation when it replaces one. */
export function AppointDialog({
  shipId,
  regime,
  onClose,
  machine = appointmentsClient,
}: {
  shipId?: number | null;
  regime?: Regime | null;
  onClose: (changed: boolean) => void;
  machine?: typeof appointmentsMachine;
}) {
  const actorRef = useActorRef(machine, { input: { shipId, regime } });
  return <AppointDialogView actorRef={actorRef} onClose={onClose} />;
}

export function AppointDialogView({
  actorRef,
  onClose,
}: {
  actorRef: AppointmentsActor;
  onClose: (changed: boolean) => void;
}) {
  const { t, lang, errorText, fieldText } = useAreaText('reports');
  // One helper for the dialog's texts, with and without their placeholders.
  const T = (k: AppointmentText, o: Record<string, string> = {}) =>
    (t as unknown as (key: string, options: object) => string)(`verification.appointments.${k}`, o);
  const state = useSelector(actorRef, (s) => s);
  const c = state.context;
  const ships = useShipRows();
  useCloseWhenEnded(state.matches('done'), state.matches('closed'), onClose);
  const busy = state.hasTag('busy');
  const choices = choicesOf(c.accredited, c.regime);
  const now = currentOf(c);
  const ship = ships.find((s) => s.id === c.shipId);
  const chosen = choices.find((a) => a.verifierId === c.verifierId);
  const error = (k: string) =>
    c.errors[k] ? (
      <FormControl.Validation variant="error">{fieldText(c.errors[k])}</FormControl.Validation>
    ) : null;
  const failure =
    c.errorCode && !Object.values(c.errors).some(Boolean) ? errorText(c.errorCode, c.errorMessage) : '';

  if (state.matches({ saving: 'confirming' }))
    return (
      <ConfirmationDialog
        title={T('confirmTitle')}
        confirmButtonContent={T('confirmButton')}
        cancelButtonContent={T('back')}
        confirmButtonType="danger"
        onClose={(gesture) =>
          actorRef.send({ type: gesture === 'confirm' ? 'confirm.accept' : 'confirm.cancel' })
        }
      >
        {T('confirm', {
          old: now ? personName(now, lang) : '',
          new: chosen ? personName(chosen, lang) : '',
          ship: ship ? shipName(ship, lang) : '',
          regime: c.regime ? t(`regimes.${c.regime}`) : '',
        })}
      </ConfirmationDialog>
    );

  return (
    <Dialog
      title={T('dialogTitle')}
      width="large"
      onClose={() => actorRef.send({ type: 'form.cancel' })}
      footerButtons={[
        { content: T('cancel'), onClick: () => actorRef.send({ type: 'form.cancel' }) },
        {
          content: T('save'),
          buttonType: 'primary',
          loading: busy,
          disabled: !state.matches('editing'),
          onClick: () => actorRef.send({ type: 'form.save' }),
        },
      ]}
    >
      {state.matches('loading') && <Text role="status">{T('busy')}</Text>}
      {state.matches('loadFailed') ? (
        <LoadFailed
          text={`${T('loadFailed')} ${errorText(c.errorCode, c.errorMessage)}`}
          retryLabel={T('retry')}
          onRetry={() => actorRef.send({ type: 'load.retry' })}
        />
      ) : (
        <>
          <ErrorBanner text={failure} />
          <form
            aria-label={T('dialogTitle')}
            style={{ display: 'grid', gap: 12 }}
            onSubmit={(e) => {
              e.preventDefault();
              actorRef.send({ type: 'form.save' });
            }}
          >
            <FormControl required disabled={busy}>
              <FormControl.Label>{T('ship')}</FormControl.Label>
              <Select
                value={c.shipId === null ? '' : String(c.shipId)}
                onChange={(e) =>
                  actorRef.send({ type: 'form.ship', value: e.target.value ? Number(e.target.value) : null })
                }
              >
                <Select.Option value="">{T('choose')}</Select.Option>
                {ships.map((s) => (
                  <Select.Option key={String(s.id)} value={String(s.id)}>
                    {`${shipName(s, lang)} ${shipRef(s)}`.trim()}
                  </Select.Option>
                ))}
              </Select>
              {error('shipId')}
            </FormControl>
            <FormControl required disabled={busy}>
              <FormControl.Label>{T('regime')}</FormControl.Label>
              <Select
                value={c.regime ?? ''}
                onChange={(e) =>
                  actorRef.send({ type: 'form.regime', value: (e.target.value || null) as Regime | null })
                }
              >
                <Select.Option value="">{T('choose')}</Select.Option>
                {REGIMES.map((r) => (
                  <Select.Option key={r} value={r}>
                    {t(`regimes.${r}`)}
                  </Select.Option>
                ))}
              </Select>
              {error('regime')}
            </FormControl>
            <FormControl required disabled={busy || c.regime === null}>
              <FormControl.Label>{T('verifier')}</FormControl.Label>
              <Select
                value={c.verifierId === null ? '' : String(c.verifierId)}
                onChange={(e) =>
                  actorRef.send({
                    type: 'form.verifier',
                    value: e.target.value ? Number(e.target.value) : null,
                  })
                }
              >
                <Select.Option value="">{T('choose')}</Select.Option>
                {choices.map((a) => (
                  <Select.Option key={a.verifierId} value={String(a.verifierId)}>
                    {personName(a, lang)}
                  </Select.Option>
                ))}
              </Select>
              {now && (
                <FormControl.Caption>
                  {T('currentlyHeld', { verifier: personName(now, lang) })}
                </FormControl.Caption>
              )}
              {error('verifierId')}
            </FormControl>
            {c.regime !== null && state.matches('editing') && choices.length === 0 && (
              <Text as="p" role="note">
                {T('noneAccredited')}
              </Text>
            )}
            <button type="submit" hidden />
          </form>
        </>
      )}
    </Dialog>
  );
}
