import type { LedgerFormActor } from '../../machines/ledger/ledgerFormMachine';
import { Fields, NumField } from './fields';
import { useAreaText } from '../shared/useAreaText';

const CARGO = ['cargoT', 'ballastT', 'teu', 'teuLaden', 'passengers', 'vehicles', 'reefers'] as const;

/** Cargo on arrival and on departure (docs/ledger.md §1 Cargo); an empty side is no cargo (ballast). */
export function CargoTab({ actorRef }: { actorRef: LedgerFormActor }) {
  const { t } = useAreaText('ledgerForms');
  return (
    <>
      {(['arrival', 'departure'] as const).map((side) => (
        <fieldset key={side} style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
          <legend style={{ fontWeight: 'bold', marginBottom: 8 }}>{t(`sides.${side}`)}</legend>
          <Fields>
            {CARGO.map((k) => (
              <NumField key={k} actorRef={actorRef} path={`cargo.${side}.${k}`} label={`fields.${k}`} />
            ))}
          </Fields>
        </fieldset>
      ))}
    </>
  );
}
