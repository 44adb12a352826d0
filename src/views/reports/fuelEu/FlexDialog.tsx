import type { FuelEuShipYearDto } from '../../../services/fuelEuApi';
import { useEffect } from 'react';
import { FormControl, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  amountOf,
  flexPreview,
  type FlexDialogActor,
  type FlexDialogInput,
  type FlexField,
  type flexDialogMachine,
} from '../../../machines/fuelEu/flexDialogMachine';
import { fuelEuFlexDialogClient } from '../../../machines/fuelEu/provided';
import { Dialog } from '../../shared/Dialog';
import { ErrorBanner } from '../../shared/ErrorText';
import { useAreaText } from '../../shared/useAreaText';
import { shipName } from '../../shared/ships';
import { fuelEuNumber } from './fuelEuText';

export type DialogEnd = 'done' | 'reload' | 'closed';

/** The dialog's input from a ship-year view. */
export const flexInputOf = (v: FuelEuShipYearDto): FlexDialogInput => ({
  shipId: v.shipId,
  year: v.year,
  basis: v.figures,
  poolDeltaT: v.pool ? v.pool.afterT - v.pool.beforeT : 0,
  pooled: v.pool !== null,
  bankedT: v.flexibility?.bankedT ?? 0,
  borrowedT: v.flexibility?.borrowedT ?? 0,
  version: v.flexibility?.version ?? null,
});

/** Calls `onEnd` once when the machine reaches a final state. */
export function useEnd(
  actorRef: { getSnapshot(): { status: string; value: unknown } },
  value: unknown,
  onEnd: (end: DialogEnd) => void,
) {
  useEffect(() => {
    if (value === 'done' || value === 'reload' || value === 'closed') onEnd(value);
  }, [value, onEnd, actorRef]);
}

export function FlexDialog({
  view,
  onEnd,
  machine = fuelEuFlexDialogClient,
}: {
  view: FuelEuShipYearDto;
  onEnd: (end: DialogEnd) => void;
  machine?: typeof flexDialogMachine;
}) {
  const actorRef = useActorRef(machine, { input: flexInputOf(view) });
  const { lang } = useAreaText('fuelEu');
  return <FlexDialogView actorRef={actorRef} shipName={shipName(view.figures.ship, lang)} onEnd={onEnd} />;
}

/** Banking / borrowing of one ship-year: renders the machine's state only (docs/reports-fueleu.md §7.1). */
export function FlexDialogView({
  actorRef,
  shipName,
  onEnd,
}: {
  actorRef: FlexDialogActor;
  shipName: string;
  onEnd: (end: DialogEnd) => void;
}) {
  const { t: f, lang } = useAreaText('fuelEu');
  const num = fuelEuNumber(lang);
  const state = useSelector(actorRef, (s) => s);
  const c = state.context;
  useEnd(actorRef, state.value, onEnd);
  const send = actorRef.send;
  const preview = flexPreview(c);
  const afterPool = c.basis.adjustedBalanceT + c.poolDeltaT;
  const params = { surplus: num(Math.max(0, afterPool)), cap: num(c.basis.borrowingCapT) };
  const ruleText = (code: string) => f(`flex.rules.${code}`, { ...params, defaultValue: code });
  const borrowBlocked = c.pooled || (!c.basis.borrowAllowed && c.basis.adjustedBalanceT < 0);
  const fieldError = (field: FlexField): string | undefined => {
    if (c.errorField === field) return c.errorMessage ?? c.errorCode ?? undefined;
    const text = field === 'bankT' ? c.bank : c.borrow;
    if (Number.isNaN(amountOf(text))) return f('flex.notNumber');
    const own = (preview?.errors ?? []).filter((e) =>
      field === 'bankT' ? e.startsWith('bank') || e === 'flex_negative' : e.startsWith('borrow'),
    );
    return own.length ? own.map(ruleText).join(' ') : undefined;
  };
  const title = f('flex.title', { ship: shipName, year: c.year });
  const cancel = { content: f('flex.cancel'), onClick: () => send({ type: 'flex.cancel' }) };
  const editing = state.matches('editing');
  const footer = state.matches('conflict')
    ? [
        cancel,
        {
          content: f('flex.reload'),
          buttonType: 'primary' as const,
          onClick: () => send({ type: 'flex.reload' }),
        },
      ]
    : state.matches('confirming') || state.matches('saving')
      ? [
          { ...cancel, disabled: !state.can({ type: 'flex.cancel' }) },
          {
            content: f('flex.back'),
            disabled: !state.can({ type: 'flex.back' }),
            onClick: () => send({ type: 'flex.back' }),
          },
          {
            content: f('flex.confirm'),
            buttonType: 'primary' as const,
            loading: state.matches('saving'),
            disabled: !state.can({ type: 'flex.confirm' }),
            onClick: () => send({ type: 'flex.confirm' }),
          },
        ]
      : [
          cancel,
          ...(c.bankedT > 0 || c.borrowedT > 0
            ? [
                {
                  content: f('flex.withdraw'),
                  buttonType: 'danger' as const,
                  onClick: () => send({ type: 'flex.withdraw' }),
                },
              ]
            : []),
          {
            content: f('flex.submit'),
            buttonType: 'primary' as const,
            disabled: !state.can({ type: 'flex.submit' }),
            onClick: () => send({ type: 'flex.submit' }),
          },
        ];
  const field = (name: FlexField) => {
    const error = fieldError(name);
    return (
      <FormControl disabled={!editing}>
        <FormControl.Label>{f(name === 'bankT' ? 'flex.bank' : 'flex.borrow')}</FormControl.Label>
        <TextInput
          inputMode="decimal"
          value={name === 'bankT' ? c.bank : c.borrow}
          onChange={(e) => send({ type: 'field.change', field: name, value: e.target.value })}
          validationStatus={error ? 'error' : undefined}
        />
        <FormControl.Caption>
          {name === 'bankT'
            ? `${f('flex.surplus')}: ${params.surplus}`
            : borrowBlocked
              ? f('flex.borrowBlocked')
              : `${f('flex.cap')}: ${params.cap}`}
        </FormControl.Caption>
        {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
      </FormControl>
    );
  };
  return (
    <Dialog title={title} onClose={() => send({ type: 'flex.cancel' })} footerButtons={footer}>
      {state.matches('conflict') ? (
        <ErrorBanner variant="warning" text={f('flex.conflictText')} />
      ) : state.matches('confirming') || state.matches('saving') ? (
        <Text as="p">
          {f('flex.confirmText', {
            bank: num(amountOf(c.bank)),
            borrow: num(amountOf(c.borrow)),
            ship: shipName,
            year: c.year,
          })}
        </Text>
      ) : (
        <form
          onSubmit={(e) => e.preventDefault()}
          onKeyDown={(e) => {
            // Enter in a field submits; the visible buttons sit in the dialog footer.
            if (e.key === 'Enter') {
              e.preventDefault();
              send({ type: 'flex.submit' });
            }
          }}
        >
          <Text as="p">{f('flex.hint')}</Text>
          <Text as="p">
            {f('flex.adjusted')}: {num(c.basis.adjustedBalanceT)}
          </Text>
          {c.errorField === null && <ErrorBanner text={c.errorMessage ?? c.errorCode ?? ''} />}
          {field('bankT')}
          {field('borrowT')}
        </form>
      )}
      {preview && !state.matches('conflict') && (
        <Text as="p" role="status">
          {f('flex.preview', {
            final: num(preview.finalBalanceT),
            penalty: num(Math.round(preview.penaltyEur), 0),
          })}
        </Text>
      )}
    </Dialog>
  );
}
