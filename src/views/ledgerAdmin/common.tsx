import type { StateHistoryDto } from '../../domain/api';
import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { formatTime } from '../../i18n/time';
import { fuelClassOf } from '../../domain/ledger/fuels';
import type { FuelClass } from '../../domain/ledger/types';
import { parseMessage } from '../../domain/schemas/issues';
import { LEDGER_FUEL_CODES, type LedgerFuelCode } from '../../domain/schemas/voyageData';
import { useSystemText } from '../listForm/useSystemText';
import { LoadFailed } from '../shared/LoadFailed';
import { StateHistoryTable } from '../shared/StateHistoryTable';

/**
 * The ledger administration texts (`ledgerAdmin:` keys) next to the list kit's translators; field
 * messages are the contract's codes (`ledger.*`), the shared zod codes (`msg.*`) or the server's
 * words, already in the user's language.
 */
export function useLedgerAdminText() {
  const text = useSystemText();
  const { t } = text;
  const la = (key: string, options?: Record<string, unknown>) => t(`ledgerAdmin:${key}`, options);
  const messageText = (message: string | undefined) => {
    if (!message) return '';
    const { code } = parseMessage(message);
    if (code.startsWith('ledger.')) {
      const key = `messages.${code}`;
      const words = la(key);
      if (words !== key && words !== `ledgerAdmin:${key}`) return words;
    }
    return text.fieldText(message);
  };
  return { ...text, la, messageText };
}

/** How the original labels the fuel classes (docs/ledger.md §2); which code is which class is the domain's. */
const CLASS_LABEL: Record<FuelClass, string> = {
  HFO: 'HFO',
  LFO: 'LFO',
  MDO_MGO: 'MDO/MGO',
  LPG_PROPANE: 'LPG (propane)',
  LPG_BUTANE: 'LPG (butane)',
  LNG: 'LNG',
  METHANOL: 'Methanol',
  ETHANOL: 'Ethanol',
};
/** A ledger fuel code with its class (`11 HFO`); a code outside the dictionary shows as itself. */
export const fuelLabel = (code: string) => {
  const known = (LEDGER_FUEL_CODES as readonly string[]).includes(code);
  return known ? `${code} ${CLASS_LABEL[fuelClassOf(code as LedgerFuelCode)]}` : code;
};

/** An ISO instant as UTC text (`2025-01-01 00:00 UTC`). */
export const utcText = (iso: string | null | undefined) =>
  iso ? `${formatTime(iso, 'YYYY-MM-DD HH:mm', 'en', 0)} UTC` : '';

/** A local time with its offset as the user reads it: `2025-01-01 08:00 (+08:00)`. */
export const localText = (time: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?(Z|[+-]\d{2}:\d{2})$/.exec(time);
  return m ? `${m[1]} ${m[2]} (${m[3] === 'Z' ? '+00:00' : m[3]})` : time;
};

/**
 * A state history (who locked or unlocked, when, why), newest first as the server answers it,
 * from a fetch machine made for one entity; busy, failed with Retry, empty, or the rows.
 */
export function StateHistory({ machine, label }: { machine: AnyStateMachine; label: string }) {
  const actorRef = useActorRef(machine);
  const { t, la, lang, errorText } = useLedgerAdminText();
  const state = useSelector(actorRef, (s) => s);
  const items = (state.context.data as StateHistoryDto[] | null) ?? [];
  const word = (group: string, key: string) => {
    const k = `snapshots.${group}.${key}`;
    const text = la(k);
    return text.endsWith(k) ? key : text;
  };
  if (state.hasTag('busy')) return <Text as="p">{t('listForm.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={`${la('history.failed')} ${errorText(state.context.errorCode as string | null)}`}
        retryLabel={t('listForm.retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  if (items.length === 0) return <Text as="p">{la('history.empty')}</Text>;
  return (
    <StateHistoryTable
      label={label}
      columns={['at', 'event', 'change', 'actor', 'role', 'comment']}
      heading={(c) => la(`history.${c}`)}
      rows={items.map((e) => ({
        id: e.id,
        at: formatTime(e.at, 'YYYY-MM-DD HH:mm:ss', lang),
        event: word('events', e.event),
        change: `${word('states', e.fromState)} → ${word('states', e.toState)}`,
        actor: e.actorName ?? '',
        role: e.role,
        comment: e.comment ?? '',
      }))}
    />
  );
}
