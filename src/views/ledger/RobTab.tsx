import { FormControl, TextInput } from '@primer/react';
import { useSelector } from '@xstate/react';
import { stayPath, stayRows } from '../../machines/ledger/ledgerDraft';
import type { LedgerFormActor } from '../../machines/ledger/ledgerFormMachine';
import { FuelField, NumField, useError } from './fields';
import { RowGroups } from './RowsTab';
import { useAreaText } from '../shared/useAreaText';
import { formatNumber } from '../../i18n/format';

/** Tonnes as the dialog shows them: three decimals, no float noise (0.1 + 0.2). */
const tonnes = (n: number, lang: string) => formatNumber(n, lang, 3);

/** The consumption in port of one fuel line, live from its ROBs, correction, bunkers, transfers and sludge. */
function StayCell({ actorRef, index }: { actorRef: LedgerFormActor; index: number }) {
  const { t, lang } = useAreaText('ledgerForms');
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
  const { t } = useAreaText('ledgerForms');
  return (
    <RowGroups
      actorRef={actorRef}
      list="fuels"
      intro={() => <p>{t('stayHint')}</p>}
      fields={(i) => (
        <>
          <FuelField actorRef={actorRef} path={`fuels[${i}].fuel`} label="fields.fuel" />
          <NumField actorRef={actorRef} path={`fuels[${i}].robArrivalT`} label="fields.robArrivalT" />
          <NumField actorRef={actorRef} path={`fuels[${i}].correctionT`} label="fields.correctionT" />
          <NumField actorRef={actorRef} path={`fuels[${i}].robDepartureT`} label="fields.robDepartureT" />
          <StayCell actorRef={actorRef} index={i} />
        </>
      )}
    />
  );
}
