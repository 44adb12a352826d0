import { FormControl, Select, Text, TextInput } from '@primer/react';
import type { AddShip } from '../../machines/ledger/voyageScreenMachine.types';
import { ConfirmationDialog } from '../shared/Dialog';
import { shipName, shipRef, useShipRows } from '../shared/ships';
import { useTranslation } from 'react-i18next';
import { useAreaText } from '../shared/useAreaText';

/**
 * The first step of Add without a selected voyage: the ship (those in the user's scope, from the
 * fleet's list) and the voyage number. The machine keeps both and decides whether OK may go on.
 */
export function AddChoiceDialog({
  title,
  ship,
  voyageNo,
  tried,
  onShip,
  onVoyageNo,
  onClose,
}: {
  title: string;
  ship: AddShip | null;
  voyageNo: string;
  tried: boolean;
  onShip(ship: AddShip | null): void;
  onVoyageNo(value: string): void;
  onClose(gesture: 'confirm' | 'cancel' | 'close-button' | 'escape'): void;
}) {
  const { t, lang } = useAreaText('ledger');
  const { t: shell } = useTranslation();
  const ships = useShipRows();
  const shipMissing = tried && ship === null;
  const voyageMissing = tried && voyageNo.trim() === '';
  return (
    <ConfirmationDialog
      title={title}
      confirmButtonContent={t('choice.next')}
      cancelButtonContent={shell('common.cancel')}
      onClose={onClose}
    >
      <Text as="p">{t('choice.hint')}</Text>
      <FormControl required>
        <FormControl.Label>{t('choice.ship')}</FormControl.Label>
        <Select
          value={ship ? String(ship.id) : ''}
          onChange={(e) => {
            const row = ships.find((r) => String(r.id) === e.target.value);
            onShip(
              row
                ? {
                    id: Number(row.id),
                    ref: shipRef(row),
                    nameEn: String(row.nameEn ?? ''),
                    nameZh: row.nameZh ? String(row.nameZh) : null,
                  }
                : null,
            );
          }}
        >
          <Select.Option value="" disabled>
            {t('choice.shipPlaceholder')}
          </Select.Option>
          {ships.map((r) => (
            <Select.Option key={String(r.id)} value={String(r.id)}>
              {`${shipName(r, lang)} ${shipRef(r)}`.trim()}
            </Select.Option>
          ))}
        </Select>
        {shipMissing && (
          <FormControl.Validation variant="error">{t('choice.required')}</FormControl.Validation>
        )}
      </FormControl>
      <FormControl required>
        <FormControl.Label>{t('choice.voyageNo')}</FormControl.Label>
        <TextInput value={voyageNo} onChange={(e) => onVoyageNo(e.target.value)} />
        {voyageMissing && (
          <FormControl.Validation variant="error">{t('choice.required')}</FormControl.Validation>
        )}
      </FormControl>
    </ConfirmationDialog>
  );
}
