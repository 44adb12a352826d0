import { useState } from 'react';
import { FormControl, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { PreviousRobDto } from '../../domain/api';
import { stayPath, stayRows } from '../../machines/ledger/ledgerDraft';
import {
  previousRobQuery,
  type LedgerFormActor,
  type PreviousRobQuery,
} from '../../machines/ledger/ledgerFormMachine';
import { previousRobMachine } from '../../machines/ledger/provided';
import { FuelField, NumField, useError } from './fields';
import { RowGroups } from './RowsTab';
import { useAreaText } from '../shared/useAreaText';
import { formatNumber, formatPortTime } from '../../i18n/format';

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

/** The departure ROB of this line's fuel at the previous call, read-only beside the new ROB. */
function PreviousCell({
  actorRef,
  index,
  previous,
}: {
  actorRef: LedgerFormActor;
  index: number;
  previous: PreviousRobDto | null;
}) {
  const { t, lang } = useAreaText('ledgerForms');
  const fuel = useSelector(actorRef, (s) =>
    String((s.context.draft.fuels as { fuel?: unknown }[])[index]?.fuel),
  );
  const rob = previous?.fuels.find((f) => f.fuel === fuel)?.robDepartureT;
  return (
    <FormControl>
      <FormControl.Label>{t('fields.previousRobT')}</FormControl.Label>
      <TextInput readOnly block value={rob === undefined ? '' : tonnes(rob, lang)} />
    </FormControl>
  );
}

/**
 * ROB per fuel on board: the previous call's departure ROB, then arrival, correction, departure,
 * and the in-port consumption they give. The previous call is read again when the arrival changes
 * (the call before it may be another one).
 */
export function RobTab({ actorRef }: { actorRef: LedgerFormActor }) {
  const key = useSelector(actorRef, (s) => JSON.stringify(previousRobQuery(s.context)));
  return <RobRows key={key} actorRef={actorRef} query={JSON.parse(key) as PreviousRobQuery} />;
}

function RobRows({ actorRef, query }: { actorRef: LedgerFormActor; query: PreviousRobQuery }) {
  const { t } = useAreaText('ledgerForms');
  const [machine] = useState(() => previousRobMachine(query));
  const previousRef = useActorRef(machine);
  const previous = useSelector(previousRef, (s) => s.context.data as PreviousRobDto | null);
  const phase = useSelector(previousRef, (s) =>
    s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading',
  );
  return (
    <RowGroups
      actorRef={actorRef}
      list="fuels"
      intro={() => (
        <>
          <p>{t('stayHint')}</p>
          {phase === 'ready' && (
            <Text as="p" role="status">
              {previous
                ? t('previous.from', {
                    port: previous.port ?? '—',
                    time: formatPortTime(previous.departure),
                    voyageNo: previous.voyageNo,
                  })
                : t('previous.none')}
            </Text>
          )}
          {phase === 'failed' && <Text as="p">{t('previous.failed')}</Text>}
        </>
      )}
      fields={(i) => (
        <>
          <FuelField actorRef={actorRef} path={`fuels[${i}].fuel`} label="fields.fuel" />
          <PreviousCell actorRef={actorRef} index={i} previous={previous} />
          <NumField actorRef={actorRef} path={`fuels[${i}].robArrivalT`} label="fields.robArrivalT" />
          <NumField actorRef={actorRef} path={`fuels[${i}].correctionT`} label="fields.correctionT" />
          <NumField actorRef={actorRef} path={`fuels[${i}].robDepartureT`} label="fields.robDepartureT" />
          <StayCell actorRef={actorRef} index={i} />
        </>
      )}
    />
  );
}
