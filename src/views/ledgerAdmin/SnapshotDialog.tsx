import { formatPortTime } from '../../i18n/format';
import type { SnapshotDto } from '../../domain/api';
import { FormControl, Select, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { snapshotFormClient } from '../../machines/ledgerAdmin/provided';
import {
  SNAPSHOT_OFFSETS,
  snapshotFormMachine,
  type SnapshotFormActor,
} from '../../machines/ledgerAdmin/snapshotFormMachine';
import { Dialog } from '../shared/Dialog';
import { ErrorBanner } from '../shared/ErrorText';
import { useAreaText } from '../shared/useAreaText';
import { fuelNameText } from '../shared/labels/FuelName';
import { messageText } from './messageText';
import { shipName, shipRef, useShipRows } from '../shared/ships';
import { useCloseWhenEnded } from '../shared/useCloseWhenEnded';
import { DateInput } from '../shared/DateInput';

/**
 * Add or edit one opening-volume snapshot. A locked snapshot opens read-only (its Detail): the
 * server would refuse the change anyway, and the user is told why.
 */
export function SnapshotDialog({
  snapshot,
  onClose,
  machine = snapshotFormClient,
}: {
  snapshot: SnapshotDto | null;
  onClose: (changed: boolean) => void;
  machine?: typeof snapshotFormMachine;
}) {
  const actorRef = useActorRef(machine, { input: { snapshot } });
  return (
    <SnapshotDialogView
      actorRef={actorRef}
      readOnly={snapshot?.status === 'locked'}
      snapshot={snapshot}
      onClose={onClose}
    />
  );
}

export function SnapshotDialogView({
  actorRef,
  readOnly,
  snapshot,
  onClose,
}: {
  actorRef: SnapshotFormActor;
  readOnly: boolean;
  snapshot: SnapshotDto | null;
  onClose: (changed: boolean) => void;
}) {
  const { t, lang, errorText, fieldText } = useAreaText('ledgerAdmin');
  const kit = useAreaText('kit').t;
  const message = (m: string | undefined) => messageText(t, fieldText, m);
  const state = useSelector(actorRef, (s) => s);
  const c = state.context;
  const ships = useShipRows();
  const busy = state.hasTag('busy');
  const saved = state.matches('saved');
  const closed = state.matches('closed');
  useCloseWhenEnded(saved, closed, onClose);

  const failure = c.errorCode
    ? state.matches('editing') && c.fuels.length === 0 && c.shipId !== null && !c.errorMessage
      ? t('messages.loadFuelsFailed')
      : (c.errors.form ? message(c.errors.form) : '') || errorText(c.errorCode, c.errorMessage)
    : '';
  const error = (key: string) =>
    c.errors[key] ? (
      <FormControl.Validation variant="error">{message(c.errors[key])}</FormControl.Validation>
    ) : null;
  const title = readOnly
    ? `${t('snapshots.title')} — ${snapshot ? shipName(snapshot, lang) : ''}`
    : t(snapshot ? 'snapshots.editTitle' : 'snapshots.addTitle');

  return (
    <Dialog
      title={title}
      width="large"
      onClose={() => (readOnly ? onClose(false) : actorRef.send({ type: 'form.cancel' }))}
      footerButtons={
        readOnly
          ? [{ content: t('snapshots.close'), onClick: () => onClose(false) }]
          : [
              { content: t('snapshots.cancel'), onClick: () => actorRef.send({ type: 'form.cancel' }) },
              {
                content: t('snapshots.save'),
                buttonType: 'primary',
                disabled: !state.can({ type: 'form.save' }),
                loading: state.matches('saving'),
                onClick: () => actorRef.send({ type: 'form.save' }),
              },
            ]
      }
    >
      <p role="status" style={{ minHeight: 20, margin: 0 }}>
        {state.matches('loadingFuels')
          ? t('snapshots.loadingFuels')
          : readOnly
            ? t('snapshots.lockedNoEdit')
            : ''}
      </p>
      <ErrorBanner text={failure} />
      <form
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          actorRef.send({ type: 'form.save' });
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        <FormControl required disabled={readOnly || busy || c.editing}>
          <FormControl.Label>{t('snapshots.ship')}</FormControl.Label>
          <Select
            value={c.shipId === null ? '' : String(c.shipId)}
            onChange={(e) => {
              const row = ships.find((s) => String(s.id) === e.target.value);
              if (row) actorRef.send({ type: 'form.ship', shipId: Number(row.id), ship: shipRef(row) });
            }}
          >
            <Select.Option value="" disabled>
              {t('snapshots.shipPlaceholder')}
            </Select.Option>
            {/* The edited snapshot's ship, even before (or without) the ships list. */}
            {snapshot && !ships.some((s) => s.id === snapshot.shipId) && (
              <Select.Option value={String(snapshot.shipId)}>
                {`${shipName(snapshot, lang)} ${snapshot.ship}`}
              </Select.Option>
            )}
            {ships.map((s) => (
              <Select.Option key={s.id} value={String(s.id)}>
                {`${shipName(s, lang)} ${shipRef(s)}`.trim()}
              </Select.Option>
            ))}
          </Select>
          {error('ship')}
        </FormControl>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <FormControl required disabled={readOnly || busy}>
            <FormControl.Label>{t('snapshots.time')}</FormControl.Label>
            <DateInput
              withTime
              value={c.local}
              readOnly={readOnly}
              onChange={(value) => actorRef.send({ type: 'form.local', value })}
            />
            {error('time')}
          </FormControl>
          <FormControl required disabled={readOnly || busy}>
            <FormControl.Label>{t('snapshots.offset')}</FormControl.Label>
            <Select
              value={c.offset}
              onChange={(e) => actorRef.send({ type: 'form.offset', value: e.target.value })}
            >
              {SNAPSHOT_OFFSETS.map((o) => (
                <Select.Option key={o} value={o}>
                  {`UTC${o}`}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
        </div>
        {readOnly && snapshot && <Text as="p">{formatPortTime(snapshot.snapshot.time)}</Text>}
        <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('snapshots.fuels')}</legend>
          {c.fuels.length === 0 && !state.matches('loadingFuels') && (
            <Text as="p">{t('snapshots.noFuels')}</Text>
          )}
          {c.fuels.map((f) => (
            <FormControl key={f.fuel} disabled={readOnly || busy}>
              <FormControl.Label>{fuelNameText(kit, f.fuel)}</FormControl.Label>
              <TextInput
                inputMode="decimal"
                value={f.robT}
                readOnly={readOnly}
                onChange={(e) => actorRef.send({ type: 'form.rob', fuel: f.fuel, value: e.target.value })}
              />
              {error(`fuels.${f.fuel}`)}
            </FormControl>
          ))}
        </fieldset>
        {/* Enter in any input saves, as the footer's Save does. */}
        <button type="submit" hidden disabled={readOnly} />
      </form>
    </Dialog>
  );
}
