import { useAreaText } from '../shared/useAreaText';

/** The ship a dialog writes for (fixed by the screen that opened it). */
export interface DialogShip {
  id: number;
  /** IMO number or registration number: what the write contract names the ship by. */
  ref: string;
  nameEn: string;
  nameZh: string | null;
}

export function ShipLine({ ship }: { ship: DialogShip }) {
  const { t, lang } = useAreaText('ledgerForms');
  const name = (lang === 'zh' && ship.nameZh) || ship.nameEn;
  return (
    <p style={{ margin: '0 0 12px' }}>
      <strong>{t('fields.ship')}: </strong>
      <span data-testid="ledger-ship">{`${name} (${ship.ref})`}</span>
    </p>
  );
}
