import { Select } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CompanyOption } from '../../domain/api';
import { companyChoicesMachine } from '../../machines/fleet/provided';

/**
 * A company picker fed by the fleet's options call (readable by every ship editor). A FormControl
 * only labels the Primer inputs it holds directly: give it and this select the same `id`.
 */
export function CompanySelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { i18n } = useTranslation('fleet');
  const actorRef = useActorRef(companyChoicesMachine);
  const options = useSelector(actorRef, (s) => (s.context.data as CompanyOption[] | null) ?? []);
  return (
    <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <Select.Option value="">—</Select.Option>
      {options.map((o) => (
        <Select.Option key={o.id} value={String(o.id)}>
          {i18n.language === 'zh' ? o.nameZh : o.nameEn}
        </Select.Option>
      ))}
    </Select>
  );
}
