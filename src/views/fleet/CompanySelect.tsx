import { Select } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { fetchMachine } from '../../machines/fetchMachine';
import { companyOptions, type CompanyOption } from '../../services/fleetApi';

/** A company picker fed by the fleet's options call (readable by every ship editor). */
export function CompanySelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { i18n } = useTranslation('fleet');
  const actorRef = useActorRef(
    fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => companyOptions('', signal)) } }),
  );
  const options = useSelector(actorRef, (s) => (s.context.data as CompanyOption[] | null) ?? []);
  return (
    <Select value={value} onChange={(e) => onChange(e.target.value)}>
      <Select.Option value="">—</Select.Option>
      {options.map((o) => (
        <Select.Option key={o.id} value={String(o.id)}>
          {i18n.language === 'zh' ? o.nameZh : o.nameEn}
        </Select.Option>
      ))}
    </Select>
  );
}
