import { Button, FormControl, TextInput } from '@primer/react';
import { useSelector } from '@xstate/react';
import { stayPath, stayRows } from '../../machines/ledger/ledgerDraft';
import type { LedgerFormActor } from '../../machines/ledger/ledgerFormMachine';
import { Fields, FuelField, NumField, useBusy, useError } from './fields';
import { useLedgerText } from './useLedgerText';

/** Tonnes as the dialog shows them: three decimals, no float noise (0.1 + 0.2). */
const tonnes = (n: number, lang: string) =>
  n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en', { maximumFractionDigits: 3 });

/** The consumption in port of one fuel line, live from its ROBs, correction, bunkers, transfers and sludge. */
function StayCell({ actorRef, index }: { actorRef: LedgerFormActor; index: number }) {
  const { t, lang } = useLedgerText();
  const consumed = useSelector(actorRef, (s) => stayRows(s.context.draft)[index]?.consumedT ?? null);
  const error = useError(actorRef, stayPath(index));
  return (
    <FormControl>
      <FormControl.Label>{t('fields.stay')}</FormControl.Label>
      <TextInput
        readOnly
        block
        value={consumed === null ? '' : tonnes(consumed, lang)}
        validationStatus={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
      />
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}

/** ROB per fuel on board: arrival, correction, departure, and the in-port consumption they give. */
export function RobTab({ actorRef }: { actorRef: LedgerFormActor }) {
  const { t } = useLedgerText();
  const busy = useBusy(actorRef);
  const count = useSelector(actorRef, (s) => ((s.context.draft.fuels as unknown[] | undefined) ?? []).length);
  const fuelError = useError(actorRef, 'fuels');
  return (
    <>
      <p>{t('stayHint')}</p>
      {Array.from({ length: count }, (_, i) => (
        <fieldset
          key={i}
          style={{ border: '1px solid var(--borderColor-muted, #d0d7de)', borderRadius: 6, marginBottom: 12 }}
        >
          <legend>{t('rows.row', { n: i + 1 })}</legend>
          <Fields>
            <FuelField actorRef={actorRef} path={`fuels[${i}].fuel`} label="fields.fuel" />
            <NumField actorRef={actorRef} path={`fuels[${i}].robArrivalT`} label="fields.robArrivalT" />
            <NumField actorRef={actorRef} path={`fuels[${i}].correctionT`} label="fields.correctionT" />
            <NumField actorRef={actorRef} path={`fuels[${i}].robDepartureT`} label="fields.robDepartureT" />
            <StayCell actorRef={actorRef} index={i} />
          </Fields>
          <Button
            size="small"
            variant="danger"
            disabled={busy}
            onClick={() => actorRef.send({ type: 'row.remove', list: 'fuels', index: i })}
          >
            {t('rows.remove', { n: i + 1 })}
          </Button>
        </fieldset>
      ))}
      {fuelError && (
        <p role="alert" style={{ color: 'var(--fgColor-danger, #d1242f)' }}>
          {fuelError}
        </p>
      )}
      <Button disabled={busy} onClick={() => actorRef.send({ type: 'row.add', list: 'fuels' })}>
        {t('rows.add')}
      </Button>
    </>
  );
}
