import { shipEditField } from '../../../src/views/fleet/shipEditText';
import type { FieldLabel } from '../../../src/views/ledger/fields';
import { messageText } from '../../../src/views/ledgerAdmin/messageText';
import { useAreaText } from '../../../src/views/shared/useAreaText';

// Never run: `tsc` reads this file, and each `@ts-expect-error` fails the check when the key
// typing stops rejecting a wrong key (the typed keys the area texts promise).
export function useTypedKeysCheck() {
  const { t } = useAreaText('kit');
  const known: string = t('listForm.search');
  // @ts-expect-error a key the kit does not have
  t('listForm.serach');
  // @ts-expect-error a key of another namespace without its prefix
  t('users.resetPassword');
  const fuelEu = useAreaText('fuelEu').t;
  // @ts-expect-error a key of the kit asked of an area
  fuelEu('listForm.search');
  const code: string = 'anything';
  // @ts-expect-error a key built at run time needs its default
  t(`errors.${code}`);
  const shown: string = t(`errors.${code}`, { defaultValue: code });
  return [known, shown];
}

// The areas whose own text hooks cast `t` loose: each now rejects a key its namespace lacks.
export function useLedgerKeysCheck() {
  const ledger = useAreaText('ledger').t;
  // @ts-expect-error a key the voyage screen does not have
  ledger('filters.serach');
  const forms = useAreaText('ledgerForms').t;
  // @ts-expect-error a ledger key asked of the entry dialogs
  forms('filters.search');
  const admin = useAreaText('ledgerAdmin').t;
  // @ts-expect-error a misspelt snapshot key
  admin('snapshots.lokc');
  const uploads = useAreaText('uploads').t;
  // @ts-expect-error a key of the fleet without its prefix
  uploads('shipEdit.validation.imo_check');
  const label: FieldLabel = 'fields.voyageNo';
  // @ts-expect-error an entry field the texts do not name
  const wrong: FieldLabel = 'fields.voyageNumber';
  return [ledger('filters.search'), forms(label), admin('snapshots.lock'), wrong];
}

// The plain functions take the namespace's `t`, so another area's `t` does not fit.
export function usePlainFunctionsCheck() {
  const fleet = useAreaText('fleet');
  const kit = useAreaText('kit');
  // @ts-expect-error the kit's `t` where the ledger administration's is due
  messageText(kit.t, kit.fieldText, 'ledger.x');
  // @ts-expect-error the kit's texts where the fleet's are due
  shipEditField(kit, 'fleet.imo_check');
  return shipEditField(fleet, 'fleet.imo_check');
}
