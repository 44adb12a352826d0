import type { Row } from '../../domain/api';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, FormControl, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { shipAuthMachine } from '../../machines/system/provided';
import { useAreaText } from '../shared/useAreaText';
import { AssignDialog } from './AssignDialog';

/**
 * The ships one user may see on top of their company scope (none ticked: not narrowed). The
 * ships come from the fleet list; the name/IMO filter only narrows what is shown here.
 */
export function ShipAuthDialog({ user, onClose }: { user: Row; onClose: (changed: boolean) => void }) {
  const { t, lang } = useAreaText('system');
  const [filter, setFilter] = useState('');
  const actorRef = useActorRef(shipAuthMachine, { input: { id: user.id } });
  const ships = useSelector(actorRef, (s) => (s.context.choices as Row[] | null) ?? []);
  const selected = useSelector(actorRef, (s) => s.context.selected);
  const needle = filter.trim().toLowerCase();
  const shown = ships.filter((s) =>
    [s.nameEn, s.nameZh, s.imo].some((v) =>
      String(v ?? '')
        .toLowerCase()
        .includes(needle),
    ),
  );
  return (
    <AssignDialog actorRef={actorRef} title={t('shipAuth.title', { name: user.username })} onClose={onClose}>
      <FormControl>
        <FormControl.Label>{t('shipAuth.filter')}</FormControl.Label>
        <TextInput value={filter} onChange={(e) => setFilter(e.target.value)} />
      </FormControl>
      <CheckboxGroup>
        <CheckboxGroup.Label>{t('shipAuth.ships', { count: selected.length })}</CheckboxGroup.Label>
        {shown.map((s) => (
          <FormControl key={s.id}>
            <Checkbox
              checked={selected.includes(s.id)}
              onChange={(e) => actorRef.send({ type: 'assign.toggle', ids: [s.id], on: e.target.checked })}
            />
            <FormControl.Label>
              {String((lang === 'zh' ? s.nameZh : s.nameEn) || s.nameEn || s.id)}{' '}
              {s.imo ? `(IMO ${s.imo})` : ''}
            </FormControl.Label>
          </FormControl>
        ))}
      </CheckboxGroup>
    </AssignDialog>
  );
}
