import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useActorRef } from '@xstate/react';
import { resourceListMachine } from '../../machines/listForm/provided';
import { useCan } from '../shared/permission';
import { ListFormView } from '../listForm/ListFormView';
import type { ScreenConfig } from '../listForm/types';
import { companies, lookup } from '../shared/ships';

const PAGE = 'inland:ship';
export const energyHref = (shipId: number) => `/cmsashipManage/cmsaEnergyEfficiency?shipId=${shipId}`;

/** A row action that only moves the URL: the read-only voyage screen opens for the ship. */
function Navigate({ href, done }: { href: string; done: (changed: boolean) => void }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(href);
    done(false);
  }, [href, done, navigate]);
  return null;
}

/**
 * The inland fleet's ship list (as in the legacy system): the fleet's own list route and filters, read
 * here; "Energy-efficiency data" opens the voyage screen read-only for the ship. The original's
 * competent-authority filter needs a server filter the ship list does not have yet.
 */
export const inlandShipConfig: ScreenConfig = {
  resource: 'fleet/ships',
  title: 'ledgerAdmin:inland.title',
  columns: [
    { key: 'name', label: 'ledgerAdmin:inland.shipName', bilingual: { zh: 'nameZh', en: 'nameEn' } },
    { key: 'registrationNo', label: 'ledgerAdmin:inland.registrationNo' },
    { key: 'imo', label: 'fleet:fields.imo' },
    {
      key: 'docCompany',
      label: 'ledgerAdmin:inland.companyName',
      bilingual: { zh: 'docCompanyZh', en: 'docCompanyEn' },
    },
    { key: 'type', label: 'ledgerAdmin:inland.shipType', bilingual: { zh: 'shipTypeZh', en: 'shipTypeEn' } },
    { key: 'serviceSpeed', label: 'ledgerAdmin:inland.serviceSpeed' },
    { key: 'dwt', label: 'ledgerAdmin:inland.dwt' },
  ],
  filters: [
    { name: 'companyId', label: 'ledgerAdmin:inland.company', type: 'select', options: companies },
    { name: 'keyword', label: 'ledgerAdmin:inland.keyword', type: 'text' },
    {
      name: 'shipTypeCode',
      label: 'ledgerAdmin:inland.shipType',
      type: 'select',
      options: lookup('shipType'),
    },
  ],
  fields: [],
  permissions: { export: 'inland:ship:export' },
  rowDialogs: [
    {
      name: 'energy',
      label: 'ledgerAdmin:inland.energy',
      perm: PAGE,
      render: (row, done) => <Navigate href={energyHref(row.id)} done={done} />,
    },
  ],
  exportName: 'inland-ships',
};

/** `/cmsashipManage/shipManager`. */
export default function InlandShipScreen() {
  const button = useCan();
  const can = (perm: string | undefined) => perm === PAGE || button(perm);
  const list = useActorRef(resourceListMachine, {
    input: {
      resource: inlandShipConfig.resource,
      filters: Object.fromEntries(inlandShipConfig.filters.map((f) => [f.name, ''])),
    },
  });
  return <ListFormView actorRef={list} config={inlandShipConfig} can={can} />;
}
